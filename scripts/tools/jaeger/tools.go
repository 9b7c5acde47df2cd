//go:build tools

// Jaeger v2 (module versions v1.x; v1.76.0 is Jaeger 2.13.0, the version docker-compose.yml pins), the
// compose stack's trace viewer, built for the operators' test where no registry serves its image. The
// module archive holds no web UI (that is built from another repository): this binary takes and
// answers traces by the same API, and shows a placeholder page.
package tools

import _ "github.com/jaegertracing/jaeger/cmd/jaeger"
