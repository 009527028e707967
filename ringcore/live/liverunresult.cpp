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

QJsonObject LiveRunResult::toJson() const
{
    QJsonObject setup{{QStringLiteral("proxy"), proxy},
                      {QStringLiteral("variant"), variant},
                      {QStringLiteral("engine"), engine},
                      {QStringLiteral("proxyVersion"), proxyVersion},
                      {QStringLiteral("basePort"), basePort},
                      {QStringLiteral("proxyPort"), proxyPort},
                      {QStringLiteral("concurrency"), concurrency},
                      {QStringLiteral("backendDelayMs"), backendDelayMs},
                      {QStringLiteral("keySeed"), QString::number(keySeed)},
                      {QStringLiteral("keySource"), keySource}};
    QJsonArray serverArray;
    for (const Server &s : servers)
        serverArray.append(QJsonObject{{QStringLiteral("address"), s.address},
                                       {QStringLiteral("weight"), s.weight},
                                       {QStringLiteral("down"), s.down}});
    setup.insert(QStringLiteral("servers"), serverArray);
    QJsonObject settingsObject;
    for (auto it = settings.cbegin(); it != settings.cend(); ++it)
        settingsObject.insert(it.key(), it.value());
    setup.insert(QStringLiteral("settings"), settingsObject);
    if (!options.isEmpty()) {
        QJsonObject optionsObject;
        for (auto it = options.cbegin(); it != options.cend(); ++it)
            optionsObject.insert(it.key(), it.value());
        setup.insert(QStringLiteral("options"), optionsObject);
    }
    if (!traffic.isEmpty())
        setup.insert(QStringLiteral("traffic"), QJsonObject{{QStringLiteral("model"), traffic},
                                                            {QStringLiteral("universe"), trafficUniverse},
                                                            {QStringLiteral("requests"), trafficRequests}});

    QJsonObject validity{{QStringLiteral("valid"), valid},
                         {QStringLiteral("completed"), completed},
                         {QStringLiteral("cancelled"), cancelled},
                         {QStringLiteral("reasons"), toArray(reasons)},
                         {QStringLiteral("error"), error},
                         {QStringLiteral("keysPlanned"), keysPlanned},
                         {QStringLiteral("keysMeasured"), keysMeasured},
                         {QStringLiteral("ok"), ok},
                         {QStringLiteral("failed"), failed},
                         {QStringLiteral("non200"), non200},
                         {QStringLiteral("fromDownBackend"), fromDownBackend},
                         {QStringLiteral("unknownBackend"), unknownBackend},
                         {QStringLiteral("recheckSent"), recheckSent},
                         {QStringLiteral("recheckMismatched"), recheckMismatched},
                         {QStringLiteral("diagnostics"), diagnostics},
                         {QStringLiteral("pathsChanged"), pathsChanged},
                         {QStringLiteral("pathChangedSamples"), toArray(pathChangedSamples)}};

    QJsonObject lat{{QStringLiteral("p50"), latency.p50},   {QStringLiteral("p90"), latency.p90},
                    {QStringLiteral("p99"), latency.p99},   {QStringLiteral("p999"), latency.p999},
                    {QStringLiteral("max"), latency.max},   {QStringLiteral("mean"), latency.mean}};
    QJsonObject speed{{QStringLiteral("startSeconds"), startSeconds},
                      {QStringLiteral("loadSeconds"), loadSeconds},
                      {QStringLiteral("recheckSeconds"), recheckSeconds},
                      {QStringLiteral("stopSeconds"), stopSeconds},
                      {QStringLiteral("totalSeconds"), totalSeconds},
                      {QStringLiteral("requestsPerSecond"), requestsPerSecond},
                      {QStringLiteral("latencyMicros"), lat}};

    QJsonArray countArray;
    for (const BackendCount &c : counts)
        countArray.append(QJsonObject{{QStringLiteral("address"), c.address},
                                      {QStringLiteral("port"), c.port},
                                      {QStringLiteral("weight"), c.weight},
                                      {QStringLiteral("down"), c.down},
                                      {QStringLiteral("keys"), c.keys}});

    QJsonObject json{{QStringLiteral("format"), QStringLiteral("ringlab-live-run")},
                     {QStringLiteral("version"), kFormatVersion},
                     {QStringLiteral("setup"), setup},
                     {QStringLiteral("validity"), validity},
                     {QStringLiteral("speed"), speed},
                     {QStringLiteral("counts"), countArray},
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

bool LiveRunResult::fromJson(const QJsonObject &json, LiveRunResult *r, QString *error)
{
    auto fail = [error](const QString &field) {
        if (error)
            *error = tr("results.json: field \"%1\" is missing or has the wrong type").arg(field);
        return false;
    };
    if (json.value(QStringLiteral("format")).toString() != QLatin1String("ringlab-live-run"))
        return fail(QStringLiteral("format"));
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
        return fail(QStringLiteral("setup"));
    if (validity.isEmpty())
        return fail(QStringLiteral("validity"));
    *r = LiveRunResult();
    r->proxy = setup.value(QStringLiteral("proxy")).toString();
    const SystemDescription *system = SystemRegistry::find(r->proxy);
    if (!system)
        return fail(QStringLiteral("setup.proxy"));
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
    const QJsonObject optionsObject = setup.value(QStringLiteral("options")).toObject();
    for (auto it = optionsObject.constBegin(); it != optionsObject.constEnd(); ++it) {
        if (!it.value().isString())
            return fail(QStringLiteral("setup.options.") + it.key());
        r->options.insert(it.key(), it.value().toString());
    }
    QString optionError;
    AlgorithmOptions normalised;
    if (!system->validateOptions(r->options, &optionError, &normalised)) {
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
    const QJsonObject trafficObject = setup.value(QStringLiteral("traffic")).toObject();
    r->traffic = trafficObject.value(QStringLiteral("model")).toString();
    r->trafficUniverse = trafficObject.value(QStringLiteral("universe")).toInteger();
    r->trafficRequests = trafficObject.value(QStringLiteral("requests")).toInteger();
    r->trafficCheck = json.value(QStringLiteral("traffic")).toObject();
    const QJsonValue serversValue = setup.value(QStringLiteral("servers"));
    if (!serversValue.isArray() || serversValue.toArray().isEmpty())
        return fail(QStringLiteral("setup.servers"));
    for (const QJsonValue &v : serversValue.toArray()) {
        const QJsonObject o = v.toObject();
        if (!o.value(QStringLiteral("address")).isString())
            return fail(QStringLiteral("setup.servers[].address"));
        Server s;
        s.address = o.value(QStringLiteral("address")).toString();
        s.weight = o.value(QStringLiteral("weight")).toInt(1);
        s.down = o.value(QStringLiteral("down")).toBool();
        r->servers.append(s);
    }
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
    if (version == 1) // the system's own fields of setup and validity
        system->upgradeVersion1(setup, validity, &r->settings, &r->diagnostics);
    r->pathsChanged = i64("pathsChanged"); // absent in runs written before it existed: 0
    for (const QJsonValue &v : validity.value(QStringLiteral("pathChangedSamples")).toArray())
        r->pathChangedSamples.append(v.toString());
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
    for (const QJsonValue &v : json.value(QStringLiteral("counts")).toArray()) {
        const QJsonObject o = v.toObject();
        BackendCount c;
        c.address = o.value(QStringLiteral("address")).toString();
        c.port = o.value(QStringLiteral("port")).toInt();
        c.weight = o.value(QStringLiteral("weight")).toInt();
        c.down = o.value(QStringLiteral("down")).toBool();
        c.keys = o.value(QStringLiteral("keys")).toInteger();
        r->counts.append(c);
    }
    r->mappingFile = json.value(QStringLiteral("mappingFile")).toString(QStringLiteral("mapping.tsv"));
    if (r->mappingFile.contains(QLatin1Char('/')) || r->mappingFile.isEmpty())
        return fail(QStringLiteral("mappingFile"));
    const QJsonObject digests = json.value(QStringLiteral("sha256")).toObject();
    for (auto it = digests.constBegin(); it != digests.constEnd(); ++it) {
        const QString hex = it.value().toString();
        if (hex.size() != 64 || QByteArray::fromHex(hex.toLatin1()).toHex() != hex.toLatin1())
            return fail(QStringLiteral("sha256.") + it.key());
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
