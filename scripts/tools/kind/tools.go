//go:build tools

// Package tools pins the kind CLI scripts/images/kind-node.sh builds.
package tools

import _ "sigs.k8s.io/kind"
