// Renders one route module the way the server does (its loader and action run, then the
// page is rendered to HTML), without building the app. For page tests.
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  useActionData,
  useLoaderData,
  type ActionFunction,
  type LoaderFunction,
} from "react-router";
import { Toaster } from "#app/components/ui/toast";

type RouteModule = {
  default: ComponentType<never>;
  loader?: (...args: never[]) => unknown;
  action?: (...args: never[]) => unknown;
};

/** Returns the HTTP status and the HTML of `url` (GET, or POST with `form`). */
export async function renderRoute(module: RouteModule, url: string, form?: Record<string, string>) {
  const Page = module.default as ComponentType<Record<string, unknown>>;
  const { pathname } = new URL(url, "http://localhost");
  const routes = [
    {
      id: "page",
      path: pathname,
      loader: module.loader as LoaderFunction | undefined,
      action: module.action as ActionFunction | undefined,
      Component() {
        const props = { loaderData: useLoaderData(), actionData: useActionData(), params: {}, matches: [] };
        return (
          <>
            <Page {...props} />
            <Toaster />
          </>
        );
      },
    },
  ];
  const handler = createStaticHandler(routes);
  const request = new Request(new URL(url, "http://localhost"), {
    method: form ? "POST" : "GET",
    body: form ? new URLSearchParams(form) : undefined,
  });
  const context = await handler.query(request);
  if (context instanceof Response)
    return { status: context.status, location: context.headers.get("location"), html: "" };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return { status: context.statusCode, location: null, html };
}
