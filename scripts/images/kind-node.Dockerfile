# A kind node (scripts/images/kubernetes.sh): kind's base image as its Dockerfile makes it, from kind's own
# files, on the Debian base, with Debian's containerd, runc and CNI plugins in place of the ones kind builds,
# and Kubernetes' node programs where kind puts them. One node, so no network plugin runs: pods are wired
# by the ptp plugin (kind-node.cni.json), as kind's own kindnetd wires them on a node.
ARG BASE
FROM ${BASE}
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      systemd containerd runc containernetworking-plugins \
      conntrack iptables iproute2 ethtool util-linux mount kmod libseccomp2 pigz \
      bash ca-certificates jq procps >/dev/null \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin \
 && find /lib/systemd/system/sysinit.target.wants/ -name "systemd-tmpfiles-setup.service" -delete \
 && rm -f /lib/systemd/system/multi-user.target.wants/* /etc/systemd/system/*.wants/* \
      /lib/systemd/system/local-fs.target.wants/* /lib/systemd/system/sockets.target.wants/*udev* \
      /lib/systemd/system/sockets.target.wants/*initctl* /lib/systemd/system/basic.target.wants/* \
 && echo "ReadKMsg=no" >> /etc/systemd/journald.conf \
 && ln -sf /usr/lib/systemd/systemd /sbin/init
COPY files/ /
# kind's units run containerd from /usr/local/bin and look for CNI plugins in /opt/cni/bin. containerd
# keeps a container's OOM score at or above its own: lowering one takes CAP_SYS_RESOURCE, which a node may
# lack (scripts/engine/runc-within-bounds), as in rootless kind, which sets the same.
ARG PAUSE_IMAGE
RUN chmod 755 /usr/local/bin/* /kind/bin/* \
 && ln -s /usr/bin/containerd /usr/local/bin/containerd \
 && mkdir -p /opt/cni /etc/cni/net.d /etc/kubernetes/manifests && ln -s /usr/lib/cni /opt/cni/bin \
 && rm -f /etc/systemd/system/containerd-fuse-overlayfs.service \
 && sed -i -e "s#sandbox_image = .*#sandbox_image = \"${PAUSE_IMAGE}\"#" \
      -e '/^\[proxy_plugins\]/,/^  address/d' -e 's/restrict_oom_score_adj = false/restrict_oom_score_adj = true/' \
      /etc/containerd/config.toml \
 && ctr oci spec \
      | jq '.hooks.createContainer[.hooks.createContainer| length] |= . + {"path": "/kind/bin/mount-product-files.sh"}' \
      | jq 'del(.process.rlimits)' > /etc/containerd/cri-base.json \
 && systemctl enable kubelet.service containerd.service undo-mount-hacks.service \
 && systemctl mask systemd-binfmt.service
COPY kind-node.cni.json /etc/cni/net.d/10-cinevia-pods.conflist
COPY bin/ /usr/bin/
ARG KUBERNETES_VERSION
RUN echo "${KUBERNETES_VERSION}" > /kind/version
ENV container=docker
STOPSIGNAL SIGRTMIN+3
ENTRYPOINT [ "/usr/local/bin/entrypoint", "/sbin/init" ]
