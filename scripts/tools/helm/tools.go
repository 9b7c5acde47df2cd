//go:build tools

// Package tools pins Helm, so that go.mod and go.sum record its version and checksums.
package tools

import _ "helm.sh/helm/v3/cmd/helm"
