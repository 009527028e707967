#include "ringcore/live/livepredictor.h"

#include "ringcore/live/mappingwriter.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QDir>
#include <QHash>
#include <QJsonArray>

#include <algorithm>

namespace ringcore {

namespace {

/// Where nginx sends a key whose expected server is skipped: from the key's point (first point with
/// hash ≥ the key's, wrapping), walk forward to the first point of another server that is not down.
int skipTarget(const std::vector<RingPoint> &points, const ServerList &servers, uint64_t hash, int expected)
{
    if (points.empty())
        return -1;
    const auto it = std::lower_bound(points.begin(), points.end(), hash,
                                     [](const RingPoint &p, uint64_t h) { return p.hash < h; });
    size_t i = size_t(it - points.begin()) % points.size();
    for (size_t step = 0; step < points.size(); ++step, i = (i + 1) % points.size()) {
        const int s = points[i].server;
        if (s != expected && s >= 0 && s < servers.size() && !servers[s].down)
            return s;
    }
    return -1;
}

} // namespace

QJsonObject LivePrediction::toJson() const
{
    QJsonArray list;
    for (const PredictMismatch &m : mismatches)
        list.append(QJsonObject{{QStringLiteral("index"), m.index},
                                {QStringLiteral("key"), QString::fromLatin1(m.key)},
                                {QStringLiteral("measured"), m.measuredPort},
                                {QStringLiteral("predicted"), m.predictedPort},
                                {QStringLiteral("skippedBackend"), m.skippedBackend}});
    QJsonArray reasons;
    for (const QString &r : runReasons)
        reasons.append(r);
    return QJsonObject{{QStringLiteral("algorithm"), algorithm},
                       {QStringLiteral("runValid"), runValid},
                       {QStringLiteral("runReasons"), reasons},
                       {QStringLiteral("compared"), compared},
                       {QStringLiteral("agreed"), agreed},
                       {QStringLiteral("mismatched"), mismatched},
                       {QStringLiteral("unanswered"), unanswered},
                       {QStringLiteral("agreement"), agreement},
                       {QStringLiteral("explainedBySkip"), explainedBySkip},
                       {QStringLiteral("mappingCutLine"), mappingCutLine},
                       {QStringLiteral("mismatches"), list}};
}

bool LivePredictor::predict(const QString &runDir, LivePrediction *p, QString *error)
{
    LiveRunResult run;
    if (!LiveRunResult::load(runDir, &run, error))
        return false;
    QList<MappingWriter::Entry> entries;
    qint64 cutLine = 0;
    if (!MappingWriter::read(QDir(runDir).filePath(run.mappingFile), &entries, error, &cutLine))
        return false;
    *p = LivePrediction();
    p->mappingCutLine = cutLine;
    p->algorithm = run.proxy;
    p->runValid = run.valid;
    p->runReasons = run.reasons;
    const std::unique_ptr<Algorithm> algorithm = AlgorithmRegistry::create(run.proxy, run.servers, {}, error);
    if (!algorithm)
        return false;
    QHash<int, int> serverOfPort;
    for (qsizetype i = 0; i < run.servers.size(); ++i)
        serverOfPort.insert(run.servers[i].address.section(QLatin1Char(':'), -1).toInt(), int(i));
    const bool nginx = run.proxy == QLatin1String("nginx");
    const std::vector<RingPoint> points = nginx ? algorithm->points() : std::vector<RingPoint>();
    auto portOf = [&run](int server) {
        return server < 0 ? 0 : run.servers[server].address.section(QLatin1Char(':'), -1).toInt();
    };
    for (const MappingWriter::Entry &e : std::as_const(entries)) {
        const auto measured = serverOfPort.constFind(e.backend);
        if (e.status != 200 || measured == serverOfPort.constEnd()) {
            p->unanswered++;
            continue;
        }
        p->compared++;
        const uint64_t hash = algorithm->hashKey(e.key);
        const int predicted = algorithm->routeHash(hash);
        if (predicted == *measured) {
            p->agreed++;
            continue;
        }
        p->mismatched++;
        PredictMismatch m;
        m.index = e.index;
        m.key = e.key;
        m.measuredPort = e.backend;
        m.predictedPort = portOf(predicted);
        m.skippedBackend = nginx && skipTarget(points, run.servers, hash, predicted) == *measured;
        if (m.skippedBackend)
            p->explainedBySkip++;
        if (p->mismatches.size() < LivePrediction::kMaxListed)
            p->mismatches.append(m);
    }
    p->agreement = p->compared ? double(p->agreed) / double(p->compared) : 0;
    return true;
}

} // namespace ringcore
