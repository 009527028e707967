#include "ringcore/live/liverunresult.h"

#include "ringcore/core/filereader.h"
#include "ringcore/core/filewriter.h"
#include "ringcore/live/systemdescription.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace ringcore {

namespace {
QJsonArray toArray(const QStringList &list)
{
    QJsonArray a;
    for (const QString &s : list)
        a.append(s);
    return a;
}
} // namespace

namespace {

QJsonObject setupJson(const LiveRunResult &r)
{
    QJsonObject setup{{QStringLiteral("proxy"), r.proxy},
                      {QStringLiteral("variant"), r.variant},
                      {QStringLiteral("engine"), r.engine},
                      {QStringLiteral("proxyVersion"), r.proxyVersion},
                      {QStringLiteral("basePort"), r.basePort},
                      {QStringLiteral("proxyPort"), r.proxyPort},
                      {QStringLiteral("concurrency"), r.concurrency},
                      {QStringLiteral("backendDelayMs"), r.backendDelayMs},
                      {QStringLiteral("keySeed"), QString::number(r.keySeed)},
                      {QStringLiteral("keySource"), r.keySource}};
    QJsonArray serverArray;
    for (const Server &s : r.servers)
        serverArray.append(QJsonObject{{QStringLiteral("address"), s.address},
                                       {QStringLiteral("weight"), s.weight},
                                       {QStringLiteral("down"), s.down}});
    setup.insert(QStringLiteral("servers"), serverArray);
    QJsonObject settingsObject;
    for (auto it = r.settings.cbegin(); it != r.settings.cend(); ++it)
        settingsObject.insert(it.key(), it.value());
    setup.insert(QStringLiteral("settings"), settingsObject);
    if (!r.options.isEmpty()) {
        QJsonObject optionsObject;
        for (auto it = r.options.cbegin(); it != r.options.cend(); ++it)
            optionsObject.insert(it.key(), it.value());
        setup.insert(QStringLiteral("options"), optionsObject);
    }
    if (!r.traffic.isEmpty())
        setup.insert(QStringLiteral("traffic"), QJsonObject{{QStringLiteral("model"), r.traffic},
                                                            {QStringLiteral("universe"), r.trafficUniverse},
                                                            {QStringLiteral("requests"), r.trafficRequests}});
    return setup;
}

QJsonObject validityJson(const LiveRunResult &r)
{
    return QJsonObject{{QStringLiteral("valid"), r.valid},
                         {QStringLiteral("completed"), r.completed},
                         {QStringLiteral("cancelled"), r.cancelled},
                         {QStringLiteral("reasons"), toArray(r.reasons)},
                         {QStringLiteral("error"), r.error},
                         {QStringLiteral("keysPlanned"), r.keysPlanned},
                         {QStringLiteral("keysMeasured"), r.keysMeasured},
                         {QStringLiteral("ok"), r.ok},
                         {QStringLiteral("failed"), r.failed},
                         {QStringLiteral("non200"), r.non200},
                         {QStringLiteral("fromDownBackend"), r.fromDownBackend},
                         {QStringLiteral("unknownBackend"), r.unknownBackend},
                         {QStringLiteral("recheckSent"), r.recheckSent},
                         {QStringLiteral("recheckMismatched"), r.recheckMismatched},
                         {QStringLiteral("diagnostics"), r.diagnostics},
                         {QStringLiteral("pathsChanged"), r.pathsChanged},
                         {QStringLiteral("pathChangedSamples"), toArray(r.pathChangedSamples)}};
}

QJsonObject speedJson(const LiveRunResult &r)
{
    QJsonObject lat{{QStringLiteral("p50"), r.latency.p50},   {QStringLiteral("p90"), r.latency.p90},
                    {QStringLiteral("p99"), r.latency.p99},   {QStringLiteral("p999"), r.latency.p999},
                    {QStringLiteral("max"), r.latency.max},   {QStringLiteral("mean"), r.latency.mean}};
    return QJsonObject{{QStringLiteral("startSeconds"), r.startSeconds},
                      {QStringLiteral("loadSeconds"), r.loadSeconds},
                      {QStringLiteral("recheckSeconds"), r.recheckSeconds},
                      {QStringLiteral("stopSeconds"), r.stopSeconds},
                      {QStringLiteral("totalSeconds"), r.totalSeconds},
                      {QStringLiteral("requestsPerSecond"), r.requestsPerSecond},
                      {QStringLiteral("latencyMicros"), lat}};
}

QJsonArray countsJson(const LiveRunResult &r)
{
    QJsonArray countArray;
    for (const BackendCount &c : r.counts)
        countArray.append(QJsonObject{{QStringLiteral("address"), c.address},
                                      {QStringLiteral("port"), c.port},
                                      {QStringLiteral("weight"), c.weight},
                                      {QStringLiteral("down"), c.down},
                                      {QStringLiteral("keys"), c.keys}});
    return countArray;
}

void readValidity(const QJsonObject &validity, LiveRunResult *r)
{
    r->valid = validity.value(QStringLiteral("valid")).toBool();
    r->completed = validity.value(QStringLiteral("completed")).toBool();
    r->cancelled = validity.value(QStringLiteral("cancelled")).toBool();
    for (const QJsonValue &v : validity.value(QStringLiteral("reasons")).toArray())
        r->reasons.append(v.toString());
    r->error = validity.value(QStringLiteral("error")).toString();
    auto i64 = [&validity](const char *name) {
        return validity.value(QLatin1String(name)).toInteger();
    };
    r->keysPlanned = i64("keysPlanned");
    r->keysMeasured = i64("keysMeasured");
    r->ok = i64("ok");
    r->failed = i64("failed");
    r->non200 = i64("non200");
    r->fromDownBackend = i64("fromDownBackend");
    r->unknownBackend = i64("unknownBackend");
    r->recheckSent = i64("recheckSent");
    r->recheckMismatched = i64("recheckMismatched");
    r->diagnostics = validity.value(QStringLiteral("diagnostics")).toObject();
    r->pathsChanged = i64("pathsChanged"); // absent in runs written before it existed: 0
    for (const QJsonValue &v : validity.value(QStringLiteral("pathChangedSamples")).toArray())
        r->pathChangedSamples.append(v.toString());
}

void readSpeed(const QJsonObject &speed, LiveRunResult *r)
{
    r->startSeconds = speed.value(QStringLiteral("startSeconds")).toDouble();
    r->loadSeconds = speed.value(QStringLiteral("loadSeconds")).toDouble();
    r->recheckSeconds = speed.value(QStringLiteral("recheckSeconds")).toDouble();
    r->stopSeconds = speed.value(QStringLiteral("stopSeconds")).toDouble();
    r->totalSeconds = speed.value(QStringLiteral("totalSeconds")).toDouble();
    r->requestsPerSecond = speed.value(QStringLiteral("requestsPerSecond")).toDouble();
    const QJsonObject lat = speed.value(QStringLiteral("latencyMicros")).toObject();
    r->latency.p50 = lat.value(QStringLiteral("p50")).toDouble();
    r->latency.p90 = lat.value(QStringLiteral("p90")).toDouble();
    r->latency.p99 = lat.value(QStringLiteral("p99")).toDouble();
    r->latency.p999 = lat.value(QStringLiteral("p999")).toDouble();
    r->latency.max = lat.value(QStringLiteral("max")).toDouble();
    r->latency.mean = lat.value(QStringLiteral("mean")).toDouble();
}

void readCounts(const QJsonArray &counts, LiveRunResult *r)
{
    for (const QJsonValue &v : counts) {
        const QJsonObject o = v.toObject();
        BackendCount c;
        c.address = o.value(QStringLiteral("address")).toString();
        c.port = o.value(QStringLiteral("port")).toInt();
        c.weight = o.value(QStringLiteral("weight")).toInt();
        c.down = o.value(QStringLiteral("down")).toBool();
        c.keys = o.value(QStringLiteral("keys")).toInteger();
        r->counts.append(c);
    }
}

} // namespace

QJsonObject LiveRunResult::toJson() const
{
    QJsonObject json{{QStringLiteral("format"), QStringLiteral("ringlab-live-run")},
                     {QStringLiteral("version"), kFormatVersion},
                     {QStringLiteral("setup"), setupJson(*this)},
                     {QStringLiteral("validity"), validityJson(*this)},
                     {QStringLiteral("speed"), speedJson(*this)},
                     {QStringLiteral("counts"), countsJson(*this)},
                     {QStringLiteral("mappingFile"), mappingFile}};
    if (!trafficCheck.isEmpty())
        json.insert(QStringLiteral("traffic"), trafficCheck);
    if (!sha256.isEmpty()) {
        QJsonObject digests;
        for (auto it = sha256.cbegin(); it != sha256.cend(); ++it)
            digests.insert(it.key(), it.value());
        json.insert(QStringLiteral("sha256"), digests);
    }
    return json;
}

bool LiveRunResult::missingField(QString *error, const QString &field)
{
    if (error)
        *error = tr("results.json: field \"%1\" is missing or has the wrong type").arg(field);
    return false;
}

bool LiveRunResult::setupFromJson(const QJsonObject &setup, const SystemDescription &system, LiveRunResult *r,
                                  QString *error)
{
    r->variant = setup.value(QStringLiteral("variant")).toString();
    r->engine = setup.value(QStringLiteral("engine")).toString();
    r->proxyVersion = setup.value(QStringLiteral("proxyVersion")).toString();
    r->basePort = setup.value(QStringLiteral("basePort")).toInt();
    r->proxyPort = setup.value(QStringLiteral("proxyPort")).toInt();
    r->concurrency = setup.value(QStringLiteral("concurrency")).toInt();
    r->backendDelayMs = setup.value(QStringLiteral("backendDelayMs")).toInt(); // 0 in results written before it
    const QJsonObject settingsObject = setup.value(QStringLiteral("settings")).toObject();
    for (auto it = settingsObject.constBegin(); it != settingsObject.constEnd(); ++it)
        r->settings.insert(it.key(), it.value().toInteger());
    r->keySeed = setup.value(QStringLiteral("keySeed")).toString().toULongLong();
    r->keySource = setup.value(QStringLiteral("keySource")).toString();
    if (!optionsFromJson(setup, system, r, error))
        return false;
    const QJsonObject trafficObject = setup.value(QStringLiteral("traffic")).toObject();
    r->traffic = trafficObject.value(QStringLiteral("model")).toString();
    r->trafficUniverse = trafficObject.value(QStringLiteral("universe")).toInteger();
    r->trafficRequests = trafficObject.value(QStringLiteral("requests")).toInteger();
    const QJsonValue serversValue = setup.value(QStringLiteral("servers"));
    if (!serversValue.isArray() || serversValue.toArray().isEmpty())
        return missingField(error, QStringLiteral("setup.servers"));
    for (const QJsonValue &v : serversValue.toArray()) {
        const QJsonObject o = v.toObject();
        if (!o.value(QStringLiteral("address")).isString())
            return missingField(error, QStringLiteral("setup.servers[].address"));
        Server s;
        s.address = o.value(QStringLiteral("address")).toString();
        s.weight = o.value(QStringLiteral("weight")).toInt(1);
        s.down = o.value(QStringLiteral("down")).toBool();
        r->servers.append(s);
    }
    return true;
}

bool LiveRunResult::optionsFromJson(const QJsonObject &setup, const SystemDescription &system, LiveRunResult *r,
                                    QString *error)
{
    const QJsonObject optionsObject = setup.value(QStringLiteral("options")).toObject();
    for (auto it = optionsObject.constBegin(); it != optionsObject.constEnd(); ++it) {
        if (!it.value().isString())
            return missingField(error, QStringLiteral("setup.options.") + it.key());
        r->options.insert(it.key(), it.value().toString());
    }
    QString optionError;
    AlgorithmOptions normalised;
    if (!system.validateOptions(r->options, &optionError, &normalised)) {
        if (error)
            *error = tr("results.json: setup.options: %1").arg(optionError);
        return false;
    }
    for (auto it = r->options.cbegin(); it != r->options.cend(); ++it) {
        // Stored as given by a RingLab before issue 33, which wrote some such values into the
        // config differently or not at all (hash-balance-factor=1.01e2): what the proxy ran with is unknown.
        if (normalised.value(it.key()) != it.value()) {
            if (error)
                *error = tr("results.json: setup.options: option %1 is stored as \"%2\", not as RingLab writes it "
                            "into the config (\"%3\"); the run was made by an older RingLab that may not have given "
                            "it to the proxy, so what the proxy ran with is unknown")
                             .arg(it.key(), it.value(), normalised.value(it.key()));
            return false;
        }
    }
    return true;
}

bool LiveRunResult::fromJson(const QJsonObject &json, LiveRunResult *r, QString *error)
{
    if (json.value(QStringLiteral("format")).toString() != QLatin1String("ringlab-live-run"))
        return missingField(error, QStringLiteral("format"));
    const int version = json.value(QStringLiteral("version")).toInt();
    if (version < 1 || version > kFormatVersion) {
        if (error)
            *error = tr("results.json: version %1 is not supported (allowed: 1-%2)").arg(version).arg(kFormatVersion);
        return false;
    }
    const QJsonObject setup = json.value(QStringLiteral("setup")).toObject();
    const QJsonObject validity = json.value(QStringLiteral("validity")).toObject();
    const QJsonObject speed = json.value(QStringLiteral("speed")).toObject();
    if (setup.isEmpty())
        return missingField(error, QStringLiteral("setup"));
    if (validity.isEmpty())
        return missingField(error, QStringLiteral("validity"));
    *r = LiveRunResult();
    r->proxy = setup.value(QStringLiteral("proxy")).toString();
    const SystemDescription *system = SystemRegistry::find(r->proxy);
    if (!system)
        return missingField(error, QStringLiteral("setup.proxy"));
    if (!setupFromJson(setup, *system, r, error))
        return false;
    r->trafficCheck = json.value(QStringLiteral("traffic")).toObject();
    readValidity(validity, r);
    if (version == 1) // the system's own fields of setup and validity
        system->upgradeVersion1(setup, validity, &r->settings, &r->diagnostics);
    readSpeed(speed, r);
    readCounts(json.value(QStringLiteral("counts")).toArray(), r);
    r->mappingFile = json.value(QStringLiteral("mappingFile")).toString(QStringLiteral("mapping.tsv"));
    if (r->mappingFile.contains(QLatin1Char('/')) || r->mappingFile.isEmpty())
        return missingField(error, QStringLiteral("mappingFile"));
    const QJsonObject digests = json.value(QStringLiteral("sha256")).toObject();
    for (auto it = digests.constBegin(); it != digests.constEnd(); ++it) {
        const QString hex = it.value().toString();
        if (hex.size() != 64 || QByteArray::fromHex(hex.toLatin1()).toHex() != hex.toLatin1())
            return missingField(error, QStringLiteral("sha256.") + it.key());
        r->sha256.insert(it.key(), hex);
    }
    return true;
}

bool LiveRunResult::load(const QString &dir, LiveRunResult *result, QString *error)
{
    // A regular file of at most 16 MB (a results.json is a few KB): never a FIFO or /dev/zero.
    const QString path = QDir(dir).filePath(QStringLiteral("results.json"));
    QByteArray bytes;
    if (!FileReader::readAll(path, &bytes, error, 16LL * 1024 * 1024))
        return false;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (!doc.isObject()) {
        if (error)
            *error = tr("%1: not a JSON object (%2 at offset %3)")
                         .arg(path, parseError.errorString())
                         .arg(parseError.offset);
        return false;
    }
    return fromJson(doc.object(), result, error);
}

QString LiveRunResult::mappingDigestProblem(const QString &dir, const QString &digest, QString *unchecked) const
{
    const QString recorded = sha256.value(mappingFile);
    if (unchecked)
        unchecked->clear();
    if (recorded.isEmpty()) {
        if (unchecked)
            *unchecked = tr("%1 records no SHA-256 of %2 (written before RingLab recorded one): whether the mapping "
                            "belongs to this run could not be checked")
                             .arg(QDir(dir).filePath(QStringLiteral("results.json")), mappingFile);
        return {};
    }
    if (digest == recorded)
        return {};
    return tr("%1 does not belong to the run in %2: its SHA-256 is %3, the run recorded %4 (the file was replaced, "
              "edited or copied from another run)")
        .arg(QDir(dir).filePath(mappingFile), QDir(dir).filePath(QStringLiteral("results.json")), digest, recorded);
}

bool LiveRunResult::readMapping(const QString &dir, QList<MappingWriter::Entry> *entries, qint64 *cutLine,
                                QString *unchecked, QString *why) const
{
    QString digest;
    if (!MappingWriter::read(QDir(dir).filePath(mappingFile), entries, why, cutLine, &digest))
        return false;
    const QString problem = mappingDigestProblem(dir, digest, unchecked);
    if (problem.isEmpty())
        return true;
    entries->clear();
    if (why)
        *why = problem;
    return false;
}

bool LiveRunResult::save(const QString &dir, QString *why) const
{
    // Checked and atomic: on a full disk the old results.json stays and the error names the reason.
    return FileWriter::writeFile(QDir(dir).filePath(QStringLiteral("results.json")), QJsonDocument(toJson()).toJson(),
                                 why);
}

} // namespace ringcore
