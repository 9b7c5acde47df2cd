//go:build tools

// Package tools pins chart-testing, so that go.mod and go.sum record its version and checksums.
package tools

import _ "github.com/helm/chart-testing/v3/ct"
