//go:build tools

// Package tools pins the CoreDNS server scripts/images/kind-node.sh builds.
package tools

import _ "github.com/coredns/coredns"
