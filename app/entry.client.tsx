// React Router's default browser entry, plus the report of uncaught errors
// (app/lib/report-client-errors.ts), listening before hydration so its errors are seen.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { afterFirstPicture } from "#app/lib/after-first-picture";
import { reportClientErrors } from "#app/lib/report-client-errors";

reportClientErrors();

// The page's first picture painted before React takes the main thread (docs/decisions/051).
void afterFirstPicture().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
