#include "ringcore/live/liverunconfig.h"

#include "ringcore/core/usertext.h"
#include "ringcore/live/loadengine.h"
#include "ringcore/live/systemdescription.h"
#include "ringcore/traffic/zipfsampler.h"

#include <QCoreApplication>

#include <algorithm>

namespace ringcore {

namespace {
struct NamedVariant
{
    const SystemDescription *system;
    SystemVariant variant;
};

QList<NamedVariant> allVariants()
{
    QList<NamedVariant> list;
    for (const SystemDescription *system : SystemRegistry::all())
        for (const SystemVariant &v : system->variants())
            list.append({system, v});
    std::stable_sort(list.begin(), list.end(),
                     [](const NamedVariant &a, const NamedVariant &b) { return a.variant.order < b.variant.order; });
    return list;
}
} // namespace

QStringList LiveRunConfig::variantNames()
{
    QStringList names;
    for (const NamedVariant &v : allVariants())
        names.append(v.variant.name);
    return names;
}

const SystemDescription *LiveRunConfig::system() const
{
    return proxy.isEmpty() ? SystemRegistry::defaultSystem() : SystemRegistry::find(proxy);
}

QMap<QString, qint64> LiveRunConfig::effectiveSettings() const
{
    QMap<QString, qint64> out;
    if (const SystemDescription *s = system())
        for (const SystemSetting &setting : s->settings())
            out.insert(setting.name, settings.value(setting.name, setting.defaultValue));
    return out;
}

bool LiveRunConfig::applyVariant(const QString &name, QString *error)
{
    for (const NamedVariant &v : allVariants()) {
        if (v.variant.name != name)
            continue;
        proxy = v.system->name();
        defaultWeight = v.variant.defaultWeight;
        for (auto it = v.variant.settings.cbegin(); it != v.variant.settings.cend(); ++it)
            settings.insert(it.key(), it.value());
        variant = name;
        return true;
    }
    if (error)
        *error = tr("variant: unknown value \"%1\" (allowed: %2)").arg(UserText::shown(name), variantNames().join(QStringLiteral(", ")));
    return false;
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

namespace {
bool outside(qint64 value, Range r)
{
    return value < r.min || value > r.max;
}
} // namespace

QString LiveRunConfig::portsError() const
{
    if (outside(backends, kBackends))
        return tr("backends: %1 is out of range (allowed: %2-%3)").arg(backends).arg(kBackends.min).arg(kBackends.max);
    if (basePort < kBasePort.min || basePort + backends > kBasePort.max + 1)
        return tr("base-port: %1 is out of range (allowed: 1024-%2 for %3 backends)")
                     .arg(basePort).arg(65535 - backends).arg(backends);
    if (proxyPort != 0 && (proxyPort < 1024 || proxyPort > 65535))
        return tr("proxy-port: %1 is out of range (allowed: 1024-65535)").arg(proxyPort);
    if (!weights.isEmpty() && weights.size() != backends)
        return tr("weights: %1 values given for %2 backends (give one per backend or one for all)")
                     .arg(weights.size()).arg(backends);
    return {};
}

QString LiveRunConfig::backendsError(const SystemDescription &sys) const
{
    const int minWeight = sys.minWeight();
    const int maxWeight = sys.maxWeight();
    QList<int> all = weights;
    all.append(defaultWeight);
    for (int w : std::as_const(all)) {
        if (w < minWeight || w > maxWeight)
            return tr("weights: %1 is out of range for %2 (allowed: %3-%4)")
                         .arg(w).arg(sys.name()).arg(minWeight).arg(maxWeight);
    }
    for (int d : down) {
        if (d < 0 || d >= backends)
            return tr("down: backend #%1 does not exist (allowed: 1-%2)").arg(d + 1).arg(backends);
    }
    for (int d : isolatedBackends) {
        if (d < 0 || d >= backends)
            return tr("isolated: backend #%1 does not exist (allowed: 1-%2)").arg(d + 1).arg(backends);
    }
    if (down.size() >= backends)
        return tr("down: all %1 backends are down; at least one must answer").arg(backends);
    return {};
}

QString LiveRunConfig::limitsError() const
{
    if (keys.isEmpty() && keyFile.isEmpty() && outside(keyCount, kKeyCount))
        return tr("keys: %1 is out of range (allowed: %2-%3)").arg(keyCount).arg(kKeyCount.min).arg(kKeyCount.max);
    if (outside(concurrency, kConcurrency))
        return tr("concurrency: %1 is out of range (allowed: %2-%3)").arg(concurrency).arg(kConcurrency.min).arg(kConcurrency.max);
    if (outside(backendDelayMs, kBackendDelayMs))
        return tr("backend-delay: %1 ms is out of range (allowed: %2-%3)")
                     .arg(backendDelayMs).arg(kBackendDelayMs.min).arg(kBackendDelayMs.max);
    if (outside(pipelineDepth, kPipelineDepth))
        return tr("pipeline: %1 is out of range (allowed: %2-%3)").arg(pipelineDepth).arg(kPipelineDepth.min).arg(kPipelineDepth.max);
    if (outside(recheckKeys, kRecheckKeys))
        return tr("recheck: %1 is out of range (allowed: %2-%3)").arg(recheckKeys).arg(kRecheckKeys.min).arg(kRecheckKeys.max);
    if (outside(requestTimeoutMs, kRequestTimeoutMs))
        return tr("request-timeout: %1 ms is out of range (allowed: %2-%3)")
                     .arg(requestTimeoutMs).arg(kRequestTimeoutMs.min).arg(kRequestTimeoutMs.max);
    if (outside(stallTimeoutMs, kStallTimeoutMs))
        return tr("stall-timeout: %1 ms is out of range (allowed: %2-%3)")
                     .arg(stallTimeoutMs).arg(kStallTimeoutMs.min).arg(kStallTimeoutMs.max);
    return {};
}

QString LiveRunConfig::settingsError(const SystemDescription &sys) const
{
    const QList<SystemSetting> specs = sys.settings();
    for (auto it = settings.cbegin(); it != settings.cend(); ++it) {
        const auto spec = std::find_if(specs.cbegin(), specs.cend(),
                                       [&it](const SystemSetting &s) { return s.name == it.key(); });
        if (spec == specs.cend())
            return tr("%1: %2 has no such setting").arg(it.key(), sys.name());
        if (it.value() < spec->minimum || it.value() > spec->maximum)
            return tr("%1: %2 is out of range (allowed: %3-%4)")
                         .arg(it.key()).arg(it.value()).arg(spec->minimum).arg(spec->maximum);
    }
    return {};
}

QString LiveRunConfig::trafficError() const
{
    if (traffic == Traffic::Zipf && !(trafficExponent > 0 && trafficExponent <= 10))
        return tr("traffic: the Zipf exponent %1 is out of range (allowed: above 0, at most 10)").arg(trafficExponent);
    if (traffic == Traffic::Uniform || traffic == Traffic::Zipf) {
        if (outside(trafficRequests, kTrafficRequests))
            return tr("requests: %1 is out of range (allowed: %2-%3)")
                         .arg(trafficRequests)
                         .arg(kTrafficRequests.min)
                         .arg(kTrafficRequests.max);
        if (outside(trafficUniverse, kTrafficUniverse))
            return tr("universe: %1 is out of range (allowed: %2-%3)")
                         .arg(trafficUniverse)
                         .arg(kTrafficUniverse.min)
                         .arg(kTrafficUniverse.max);
    }
    if (traffic == Traffic::Log && trafficLog.isEmpty())
        return tr("traffic: log: no access log given");
    if (traffic != Traffic::Keys && (!keys.isEmpty() || !keyFile.isEmpty()))
        return tr("traffic: give either traffic or keys (a key list or key file), not both");
    if (outDir.isEmpty())
        return tr("out: no output directory given");
    return {};
}

bool LiveRunConfig::validate(QString *error) const
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (const QString message = portsError(); !message.isEmpty())
        return fail(message);
    const SystemDescription *sys = system();
    if (!sys)
        return fail(tr("proxy: unknown value \"%1\" (allowed: %2)").arg(UserText::shown(proxy), SystemRegistry::names().join(QStringLiteral(", "))));
    if (!LoadEngine::speaks(sys->loadProtocol()))
        return fail(tr("proxy: %1 speaks %2, which no load engine speaks yet").arg(sys->name(), sys->loadProtocol()));
    for (const QString &message : {backendsError(*sys), limitsError(), settingsError(*sys)})
        if (!message.isEmpty())
            return fail(message);
    if (!sys->validateOptions(options, error) || !optionsFitServers(*sys, error))
        return false;
    if (const QString message = trafficError(); !message.isEmpty())
        return fail(message);
    return true;
}

bool LiveRunConfig::optionsFitServers(const SystemDescription &sys, QString *error) const
{
    // Only options the port checks against the servers (LiveOption::checkAlone false) cost a
    // build of the port here.
    const QList<LiveOption> known = sys.liveOptions();
    const bool needed = std::any_of(known.cbegin(), known.cend(), [this](const LiveOption &o) {
        return !o.checkAlone && options.contains(o.spec.name);
    });
    return !needed || AlgorithmRegistry::create(sys.predictAlgorithm(options), servers(), sys.predictOptions(options), error) != nullptr;
}

bool LiveRunConfig::setTraffic(const QString &text, QString *error)
{
    const QString t = text.trimmed();
    if (t == QLatin1String("uniform")) {
        traffic = Traffic::Uniform;
        return true;
    }
    if (t.startsWith(QLatin1String("zipf:"))) {
        if (!ZipfSampler::parseModel(t, &trafficExponent)) {
            if (error)
                *error = tr("traffic: \"%1\": the Zipf exponent must be a number above 0 and at most %2 (zipf:1.1)")
                             .arg(UserText::shown(t))
                             .arg(ZipfSampler::kMaxExponent);
            return false;
        }
        traffic = Traffic::Zipf;
        return true;
    }
    if (t.startsWith(QLatin1String("log:")) && t.size() > 4) {
        traffic = Traffic::Log;
        trafficLog = t.mid(4);
        return true;
    }
    if (error)
        *error = tr("traffic: unknown value \"%1\" (allowed: uniform, zipf:S, log:FILE)").arg(UserText::shown(t));
    return false;
}

QString LiveRunConfig::trafficText() const
{
    switch (traffic) {
    case Traffic::Keys: return {};
    case Traffic::Uniform: return QStringLiteral("uniform");
    case Traffic::Zipf: return QStringLiteral("zipf:%1").arg(trafficExponent, 0, 'g', 12);
    case Traffic::Log: return QStringLiteral("log:%1").arg(trafficLog);
    }
    return {};
}

QString LiveRunConfig::engineName(LoadEngineKind engine)
{
    return engine == LoadEngineKind::Raw ? QStringLiteral("raw") : QStringLiteral("qnam");
}

} // namespace ringcore
