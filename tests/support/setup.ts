// Every test process sees Benin's clock zone unless a test says otherwise, and quiet logs.
process.env.TZ ??= "UTC";
process.env.NODE_ENV = "test";
