#include "ringcore/live/liverunconfig.h"

#include <QCoreApplication>

namespace ringcore {

namespace {
} // namespace

QStringList LiveRunConfig::variantNames()
{
    return {QStringLiteral("nginx"), QStringLiteral("haproxy-default"), QStringLiteral("haproxy-weight-10"),
            QStringLiteral("haproxy-weight-100"), QStringLiteral("nginx-keepalive-64")};
}

bool LiveRunConfig::applyVariant(const QString &name, QString *error)
{
    if (name == QLatin1String("nginx")) {
        proxy = LiveProxy::Nginx;
    } else if (name == QLatin1String("nginx-keepalive-64")) {
        // The seed's thrown-away run: 64 idle upstream connections per worker and nginx's default
        // keepalive_requests (1000), which churns connections under load.
        proxy = LiveProxy::Nginx;
        nginxKeepalive = 64;
        nginxKeepaliveRequests = 0;
    } else if (name == QLatin1String("haproxy-default")) {
        proxy = LiveProxy::Haproxy;
        defaultWeight = 1;
    } else if (name == QLatin1String("haproxy-weight-10")) {
        proxy = LiveProxy::Haproxy;
        defaultWeight = 10;
    } else if (name == QLatin1String("haproxy-weight-100")) {
        proxy = LiveProxy::Haproxy;
        defaultWeight = 100;
    } else {
        if (error)
            *error = tr("variant: unknown value \"%1\" (allowed: %2)").arg(name, variantNames().join(QStringLiteral(", ")));
        return false;
    }
    variant = name;
    return true;
}

ServerList LiveRunConfig::servers() const
{
    ServerList list;
    list.reserve(backends);
    for (int i = 0; i < backends; ++i) {
        Server s;
        s.address = QStringLiteral("127.0.0.1:%1").arg(basePort + i);
        s.weight = i < weights.size() ? weights[i] : defaultWeight;
        s.down = down.contains(i);
        list.append(s);
    }
    return list;
}

bool LiveRunConfig::validate(QString *error) const
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    auto outside = [](qint64 value, Range r) { return value < r.min || value > r.max; };
    if (outside(backends, kBackends))
        return fail(tr("backends: %1 is out of range (allowed: %2-%3)").arg(backends).arg(kBackends.min).arg(kBackends.max));
    if (basePort < kBasePort.min || basePort + backends > kBasePort.max + 1)
        return fail(tr("base-port: %1 is out of range (allowed: 1024-%2 for %3 backends)")
                        .arg(basePort).arg(65535 - backends).arg(backends));
    if (proxyPort != 0 && (proxyPort < 1024 || proxyPort > 65535))
        return fail(tr("proxy-port: %1 is out of range (allowed: 1024-65535)").arg(proxyPort));
    if (!weights.isEmpty() && weights.size() != backends)
        return fail(tr("weights: %1 values given for %2 backends (give one per backend or one for all)")
                        .arg(weights.size()).arg(backends));
    const int minWeight = proxy == LiveProxy::Haproxy ? 0 : 1;
    const int maxWeight = proxy == LiveProxy::Haproxy ? 256 : 1000;
    QList<int> all = weights;
    all.append(defaultWeight);
    for (int w : std::as_const(all)) {
        if (w < minWeight || w > maxWeight)
            return fail(tr("weights: %1 is out of range for %2 (allowed: %3-%4)")
                            .arg(w).arg(proxyName(proxy)).arg(minWeight).arg(maxWeight));
    }
    for (int d : down) {
        if (d < 0 || d >= backends)
            return fail(tr("down: backend #%1 does not exist (allowed: 1-%2)").arg(d + 1).arg(backends));
    }
    for (int d : isolatedBackends) {
        if (d < 0 || d >= backends)
            return fail(tr("isolated: backend #%1 does not exist (allowed: 1-%2)").arg(d + 1).arg(backends));
    }
    if (down.size() >= backends)
        return fail(tr("down: all %1 backends are down; at least one must answer").arg(backends));
    if (keys.isEmpty() && keyFile.isEmpty() && outside(keyCount, kKeyCount))
        return fail(tr("keys: %1 is out of range (allowed: %2-%3)").arg(keyCount).arg(kKeyCount.min).arg(kKeyCount.max));
    if (outside(concurrency, kConcurrency))
        return fail(tr("concurrency: %1 is out of range (allowed: %2-%3)").arg(concurrency).arg(kConcurrency.min).arg(kConcurrency.max));
    if (outside(pipelineDepth, kPipelineDepth))
        return fail(tr("pipeline: %1 is out of range (allowed: %2-%3)").arg(pipelineDepth).arg(kPipelineDepth.min).arg(kPipelineDepth.max));
    if (outside(recheckKeys, kRecheckKeys))
        return fail(tr("recheck: %1 is out of range (allowed: %2-%3)").arg(recheckKeys).arg(kRecheckKeys.min).arg(kRecheckKeys.max));
    if (outside(requestTimeoutMs, kRequestTimeoutMs))
        return fail(tr("request-timeout: %1 ms is out of range (allowed: %2-%3)")
                        .arg(requestTimeoutMs).arg(kRequestTimeoutMs.min).arg(kRequestTimeoutMs.max));
    if (outside(stallTimeoutMs, kStallTimeoutMs))
        return fail(tr("stall-timeout: %1 ms is out of range (allowed: %2-%3)")
                        .arg(stallTimeoutMs).arg(kStallTimeoutMs.min).arg(kStallTimeoutMs.max));
    if (outside(nginxKeepalive, kNginxKeepalive))
        return fail(tr("keepalive: %1 is out of range (allowed: %2-%3)").arg(nginxKeepalive).arg(kNginxKeepalive.min).arg(kNginxKeepalive.max));
    if (outDir.isEmpty())
        return fail(tr("out: no output directory given"));
    return true;
}

QString LiveRunConfig::proxyName(LiveProxy proxy)
{
    return proxy == LiveProxy::Haproxy ? QStringLiteral("haproxy") : QStringLiteral("nginx");
}

QString LiveRunConfig::engineName(LoadEngineKind engine)
{
    return engine == LoadEngineKind::Raw ? QStringLiteral("raw") : QStringLiteral("qnam");
}

} // namespace ringcore
