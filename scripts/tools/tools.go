//go:build tools

// Package tools pins the Go programs scripts/setup/setup.sh builds into .tools/, so that go.mod and
// go.sum record their versions and checksums.
package tools

import (
	_ "github.com/FerretDB/FerretDB/cmd/ferretdb"
	_ "github.com/docker/compose/v2/cmd"
	_ "github.com/stripe/stripe-mock"
)
