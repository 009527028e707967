#include "ringcore/live/livepredictor.h"

#include "ringcore/keys/keygenerator.h"
#include "ringcore/live/mappingwriter.h"
#include "ringcore/live/systemdescription.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QJsonArray>

#include <algorithm>

namespace ringcore {

namespace {

/// Where a system that retries the next server on the ring (SystemDescription::retriesNextOnRing)
/// sends a key whose expected server is skipped: from the key's point (first point with
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

/// The context lupdate files this file's free functions under (translations/*.ts).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ringcore)
};

constexpr int kMaxProblemsListed = 5;

/// Cross-checks mapping.tsv (entries sorted by index) against results.json.
void checkIntegrity(const LiveRunResult &run, const QList<MappingWriter::Entry> &entries, LivePrediction *p)
{
    const qint64 lines = entries.size();
    // A mapping the run could not finish writing (full disk) is shorter, and says so in `error`.
    const bool writeFailed = run.error.contains(run.mappingFile) && lines < run.keysMeasured;
    if (lines != run.keysMeasured && !writeFailed)
        p->integrityProblems.append(Tr::tr("%1 holds %2 answers but results.json says keysMeasured = %3: a line was "
                                       "deleted or added, or one of the files was edited")
                                        .arg(run.mappingFile)
                                        .arg(lines)
                                        .arg(run.keysMeasured));
    QStringList outside, twice, wrongKey;
    const KeyGenerator generator(run.keySeed);
    const bool generated = run.keySource == QLatin1String("generator");
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const MappingWriter::Entry &e = entries[i];
        if (e.index < 0 || e.index >= run.keysPlanned) {
            if (outside.size() < kMaxProblemsListed)
                outside.append(QString::number(e.index));
            continue;
        }
        if (i > 0 && entries[i - 1].index == e.index && twice.size() < kMaxProblemsListed
            && (twice.isEmpty() || twice.back() != QString::number(e.index)))
            twice.append(QString::number(e.index));
        if (generated && wrongKey.size() < kMaxProblemsListed && e.key != generator.key(uint64_t(e.index)))
            wrongKey.append(QString::number(e.index));
    }
    if (!outside.isEmpty())
        p->integrityProblems.append(Tr::tr("%1 has key indices outside 0-%2 (the run planned %3 keys): %4")
                                        .arg(run.mappingFile)
                                        .arg(run.keysPlanned - 1)
                                        .arg(run.keysPlanned)
                                        .arg(outside.join(QStringLiteral(", "))));
    if (!twice.isEmpty())
        p->integrityProblems.append(Tr::tr("%1 lists these key indices more than once: %2")
                                        .arg(run.mappingFile, twice.join(QStringLiteral(", "))));
    if (!wrongKey.isEmpty())
        p->integrityProblems.append(Tr::tr("%1: the keys at these indices are not the generator's keys for seed %2: %3")
                                        .arg(run.mappingFile)
                                        .arg(run.keySeed)
                                        .arg(wrongKey.join(QStringLiteral(", "))));
}

} // namespace

QJsonObject LivePrediction::toJson() const
{
    QJsonArray list;
    for (const PredictMismatch &m : mismatches)
        list.append(QJsonObject{{QStringLiteral("index"), m.index},
                                {QStringLiteral("key"), QString::fromUtf8(m.key)},
                                {QStringLiteral("measured"), m.measuredPort},
                                {QStringLiteral("predicted"), m.predictedPort},
                                {QStringLiteral("skippedBackend"), m.skippedBackend}});
    QJsonArray reasons;
    for (const QString &r : runReasons)
        reasons.append(r);
    return QJsonObject{{QStringLiteral("algorithm"), algorithm},
                       {QStringLiteral("keyByKey"), keyByKey},
                       {QStringLiteral("runValid"), runValid},
                       {QStringLiteral("runReasons"), reasons},
                       {QStringLiteral("compared"), compared},
                       {QStringLiteral("agreed"), agreed},
                       {QStringLiteral("mismatched"), mismatched},
                       {QStringLiteral("unanswered"), unanswered},
                       {QStringLiteral("agreement"), agreement},
                       {QStringLiteral("explainedBySkip"), explainedBySkip},
                       {QStringLiteral("mappingCutLine"), mappingCutLine},
                       {QStringLiteral("rewritten"), rewritten},
                       {QStringLiteral("integrityProblems"), QJsonArray::fromStringList(integrityProblems)},
                       {QStringLiteral("digestChecked"), digestChecked},
                       {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)},
                       {QStringLiteral("mismatches"), list}};
}

bool LivePredictor::predict(const QString &runDir, LivePrediction *p, QString *error)
{
    LiveRunResult run;
    if (!LiveRunResult::load(runDir, &run, error))
        return false;
    QList<MappingWriter::Entry> entries;
    qint64 cutLine = 0;
    QString digest;
    if (!MappingWriter::read(QDir(runDir).filePath(run.mappingFile), &entries, error, &cutLine, &digest))
        return false;
    QString unchecked;
    // A mapping that is not this run's (its SHA-256 is not the one results.json recorded) is the
    // first integrity problem: no agreement is reported.
    const QString otherRun = run.mappingDigestProblem(runDir, digest, &unchecked);
    *p = LivePrediction();
    if (!otherRun.isEmpty())
        p->integrityProblems.append(otherRun);
    p->mappingCutLine = cutLine;
    p->digestChecked = unchecked.isEmpty() && otherRun.isEmpty();
    if (!unchecked.isEmpty())
        p->warnings.append(unchecked);
    const SystemDescription *system = SystemRegistry::find(run.proxy); // LiveRunResult::load checked it
    p->algorithm = system->predictAlgorithm(run.options);
    p->retriesNextOnRing = system->retriesNextOnRing();
    p->keyByKey = system->keyByKey(run.options);
    p->runValid = run.valid;
    p->runReasons = run.reasons;
    checkIntegrity(run, entries, p);
    const std::unique_ptr<Algorithm> algorithm
        = AlgorithmRegistry::create(system->predictAlgorithm(run.options), run.servers, system->predictOptions(run.options), error);
    if (!algorithm)
        return false;
    QHash<int, int> serverOfPort;
    for (qsizetype i = 0; i < run.servers.size(); ++i)
        serverOfPort.insert(run.servers[i].address.section(QLatin1Char(':'), -1).toInt(), int(i));
    const bool skips = system->retriesNextOnRing();
    const std::vector<RingPoint> points = skips ? algorithm->points() : std::vector<RingPoint>();
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
        // The proxy hashed what it received: a key rewritten on the way is checked as that path.
        if (!e.received.isEmpty())
            p->rewritten++;
        const uint64_t hash = algorithm->hashKey(e.received.isEmpty() ? e.key : e.received);
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
        m.skippedBackend = skips && skipTarget(points, run.servers, hash, predicted) == *measured;
        if (m.skippedBackend)
            p->explainedBySkip++;
        if (p->mismatches.size() < LivePrediction::kMaxListed)
            p->mismatches.append(m);
    }
    p->agreement = p->compared ? double(p->agreed) / double(p->compared) : 0;
    return true;
}

} // namespace ringcore
