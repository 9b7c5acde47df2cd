//go:build tools

// Package tools pins Caddy, so that go.mod and go.sum record its version and checksums.
package tools

import _ "github.com/caddyserver/caddy/v2/cmd/caddy"
