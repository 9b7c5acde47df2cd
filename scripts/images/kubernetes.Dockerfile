# One program of the install test's Kubernetes control plane (scripts/images/kubernetes.sh) on the Debian
# base, where kubeadm's manifests look for it (/usr/local/bin, on the PATH); its entry point for the
# images run without a command (CoreDNS, pause). kube-proxy adds iptables and conntrack.
ARG BASE
FROM ${BASE}
ARG PACKAGES=""
RUN if [ -n "$PACKAGES" ]; then apt-get update -qq && apt-get install -y -qq --no-install-recommends $PACKAGES >/dev/null \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin; fi
ARG PROGRAM
COPY ${PROGRAM} /usr/local/bin/
RUN ln -s /usr/local/bin/${PROGRAM} /entrypoint
ENTRYPOINT ["/entrypoint"]
