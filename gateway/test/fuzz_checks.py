"""Schemathesis checks of our own, loaded through SCHEMATHESIS_HOOKS by gateway/test/openapi-fuzz.test.ts."""

import re

import schemathesis

# A Node stack frame ("    at handler (/app/src/x.ts:12:5)"), a file path with line and column, or
# an error's class name followed by its message, as an unhandled exception would print them.
STACK_TRACE = re.compile(
    r"\bat [\w.<>$\[\] ]+ \(|\bat (?:/|file:|node:)|\.(?:ts|js|mjs|cjs):\d+:\d+|\b(?:Type|Reference|Syntax|Range)Error\b|Traceback \(most recent call last\)"
)


@schemathesis.check
def no_stack_trace(ctx, response, case):
    """No reply shows how the server is built: no stack frames, source paths or raw exception names."""
    content_type = ",".join(response.headers.get("content-type", []))
    if "octet-stream" in content_type:
        return  # the speed test's random bytes
    text = response.content.decode("utf-8", "replace")
    match = STACK_TRACE.search(text[:200_000])
    if match:
        raise AssertionError(f"The reply shows a stack trace: …{text[max(0, match.start() - 60):match.end() + 60]}…")
