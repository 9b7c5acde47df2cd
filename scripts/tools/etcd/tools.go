//go:build tools

// Package tools pins the etcd server scripts/images/kind-node.sh builds.
package tools

import _ "go.etcd.io/etcd/server/v3"
