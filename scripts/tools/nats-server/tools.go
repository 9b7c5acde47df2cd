//go:build tools

// Package tools pins nats-server, so that go.mod and go.sum record its version and checksums.
package tools

import _ "github.com/nats-io/nats-server/v2"
