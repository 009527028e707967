#include "ringcore/advisor/proxyrolloutfacts.h"

namespace ringcore {

ProxyRolloutFacts ProxyRolloutFacts::forProxy(ProxyKind kind)
{
    ProxyRolloutFacts f;
    f.proxy = kind;
    switch (kind) {
    case ProxyKind::Nginx:
        f.name = QStringLiteral("nginx");
        f.applyChange = tr("nginx builds an upstream's ring from its config when it starts or reloads (nginx -s "
                           "reload): the new workers use the new ring for every key at once, the old workers finish "
                           "their requests and exit. Weights cannot be changed at run time in open-source nginx.");
        f.stagedWeights = true;
        f.stagedHow = tr("one reload per step, with the weights of that step");
        // One upstream has one ring. Two upstreams (today's and the new weights) and split_clients
        // hashing the same key pick one ring per key: a stable share moves to the new ring.
        f.dualRing = true;
        f.dualRingStable = true;
        f.dualRingHow = tr("not within one upstream; with two upstreams (today's weights and the new ones) and "
                           "`split_clients \"$request_uri\" $ring { P% new; * old; }` + `proxy_pass http://$ring;`, "
                           "a stable share P of the keys uses the new ring, raised reload by reload");
        break;
    case ProxyKind::HAProxy:
        f.name = QStringLiteral("HAProxy");
        f.applyChange = tr("HAProxy builds a backend's ring when it starts or reloads (systemctl reload / -sf): the "
                           "new process uses the new ring for every key at once. The runtime API (`set server B/S "
                           "weight N`) can lower a weight without a reload, but a consistent-hash server cannot rise "
                           "above the weight it started with: its ring points are made at start-up.");
        f.stagedWeights = true;
        f.stagedHow = tr("one reload per step, with the weights of that step");
        f.dualRing = true;
        f.dualRingStable = true;
        f.dualRingHow = tr("not within one backend; with two backends (today's weights and the new ones) and a "
                           "frontend rule on a hash of the same key, e.g. `use_backend new if { url,crc32,mod(100) lt "
                           "P }`, a stable share P of the keys uses the new ring, raised reload by reload");
        break;
    case ProxyKind::Envoy:
        f.name = QStringLiteral("Envoy");
        f.applyChange = tr("Envoy rebuilds a cluster's ring when the cluster changes (a new config or an xDS "
                           "update): every key uses the new ring at once.");
        f.stagedWeights = true;
        f.stagedHow = tr("one cluster update per step, with the ring size of that step");
        f.dualRing = true;
        f.dualRingStable = false;
        f.dualRingHow = tr("two clusters (today's ring and the new one) behind a route's weighted_clusters: a share "
                           "P of the requests uses the new ring, picked per request, so a key can reach both rings "
                           "while P is below 100%");
        break;
    case ProxyKind::Istio:
        f.name = QStringLiteral("Istio");
        f.applyChange = tr("Istio pushes a changed DestinationRule to every Envoy sidecar, which rebuilds its ring: "
                           "every key uses the new ring at once.");
        f.stagedWeights = true;
        f.stagedHow = tr("one DestinationRule change per step, with the ring size of that step");
        f.dualRing = true;
        f.dualRingStable = false;
        f.dualRingHow = tr("two subsets of the DestinationRule (today's ring and the new one) and a VirtualService "
                           "that sends P% of the requests to the new subset, picked per request, so a key can reach "
                           "both rings while P is below 100%");
        break;
    case ProxyKind::Unknown:
        f.name = proxyKindName(kind);
        f.applyChange = tr("unknown proxy");
        break;
    }
    return f;
}

} // namespace ringcore
