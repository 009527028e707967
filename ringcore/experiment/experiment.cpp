#include "ringcore/experiment/experiment.h"
#include "ringcore/core/numbertext.h"

#include "ringcore/core/serverlistparser.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

#include <algorithm>

namespace ringcore {

namespace {

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

constexpr qint64 kMaxKeys = 1000000000; // 1e9 keys: beyond this a run would not finish

} // namespace

QList<ScaleEvent> ExperimentTraffic::defaultEvents(const QString &address)
{
    return {ScaleEvent{ScaleEvent::Kind::Remove, address, 1, 30.0}, ScaleEvent{ScaleEvent::Kind::Add, address, 1, 60.0}};
}

QStringList ExperimentTraffic::defaultAlgorithms()
{
    return {QStringLiteral("nginx"), QStringLiteral("haproxy"), QStringLiteral("envoy-ring"), QStringLiteral("maglev")};
}

QString ExperimentTraffic::modelName(TrafficConfig::Model model)
{
    switch (model) {
    case TrafficConfig::Model::Uniform:
        return QStringLiteral("uniform");
    case TrafficConfig::Model::Zipf:
        return QStringLiteral("zipf");
    case TrafficConfig::Model::Log:
        return QStringLiteral("log");
    }
    return {};
}

TrafficConfig ExperimentTraffic::config(const QString &algorithm, const ServerList &servers,
                                        const AlgorithmOptions &options, uint64_t seed) const
{
    TrafficConfig c;
    c.algorithm = algorithm;
    c.servers = servers;
    c.options = options;
    c.model = model;
    c.exponent = exponent;
    c.universe = universe;
    c.requests = requests;
    c.seed = seed;
    c.logPath = logPath;
    c.cacheObjects = cacheObjects;
    c.events = events;
    c.windows = windows;
    return c;
}

QJsonObject ExperimentTraffic::toJson() const
{
    QJsonObject o{{QStringLiteral("model"), modelName(model)},
                  {QStringLiteral("cache"), double(cacheObjects)},
                  {QStringLiteral("windows"), windows},
                  {QStringLiteral("events"), TrafficConfig::eventsText(events)},
                  {QStringLiteral("algorithms"), QJsonArray::fromStringList(algorithms)}};
    if (model == TrafficConfig::Model::Zipf)
        o.insert(QStringLiteral("exponent"), exponent);
    if (model != TrafficConfig::Model::Log) {
        o.insert(QStringLiteral("universe"), double(universe));
        o.insert(QStringLiteral("requests"), double(requests));
    }
    if (!logPath.isEmpty())
        o.insert(QStringLiteral("log"), logPath);
    return o;
}

bool ExperimentTraffic::fromJson(const QJsonObject &json, ExperimentTraffic *out, QString *error)
{
    ExperimentTraffic t;
    const auto whole = [&](const char *field, qint64 min, qint64 max, qint64 *value) {
        const QJsonValue v = json.value(QLatin1String(field));
        if (v.isUndefined())
            return true;
        if (!v.isDouble() || v.toDouble() < double(min) || v.toDouble() > double(max)
            || v.toDouble() != double(qint64(v.toDouble())))
            return fail(error, tr("traffic.%1: must be a whole number %2-%3")
                            .arg(QLatin1String(field), NumberText::integer(min), NumberText::integer(max)));
        *value = qint64(v.toDouble());
        return true;
    };
    const QJsonValue model = json.value(QStringLiteral("model"));
    if (!model.isUndefined()) {
        const QString name = model.toString();
        if (name == QLatin1String("uniform"))
            t.model = TrafficConfig::Model::Uniform;
        else if (name == QLatin1String("zipf"))
            t.model = TrafficConfig::Model::Zipf;
        else if (name == QLatin1String("log"))
            t.model = TrafficConfig::Model::Log;
        else
            return fail(error, tr("traffic.model: must be \"uniform\", \"zipf\" or \"log\""));
    }
    const QJsonValue exponent = json.value(QStringLiteral("exponent"));
    if (!exponent.isUndefined()) {
        if (!exponent.isDouble() || !(exponent.toDouble() > 0 && exponent.toDouble() <= TrafficConfig::kMaxExponent))
            return fail(error, tr("traffic.exponent: must be a number above 0 and at most %1").arg(TrafficConfig::kMaxExponent));
        t.exponent = exponent.toDouble();
    }
    qint64 windows = t.windows;
    if (!whole("universe", 1, TrafficConfig::kMaxUniverse, &t.universe)
        || !whole("requests", 1, TrafficConfig::kMaxRequests, &t.requests)
        || !whole("cache", 1, TrafficConfig::kMaxCacheObjects, &t.cacheObjects)
        || !whole("windows", 2, TrafficConfig::kMaxWindows, &windows))
        return false;
    t.windows = int(windows);
    const QJsonValue log = json.value(QStringLiteral("log"));
    if (!log.isUndefined()) {
        if (!log.isString() || log.toString().size() > 4096)
            return fail(error, tr("traffic.log: must be a path of at most 4096 characters"));
        t.logPath = log.toString();
    }
    if (t.model == TrafficConfig::Model::Log && t.logPath.isEmpty())
        return fail(error, tr("traffic.log: the log model needs the access log's path"));
    const QJsonValue events = json.value(QStringLiteral("events"));
    if (!events.isUndefined()) {
        if (!events.isString() || events.toString().size() > 100000)
            return fail(error, tr("traffic.events: must be text such as \"remove ADDRESS@30%,add ADDRESS@60%\""));
        QString why;
        if (!TrafficConfig::parseEvents(events.toString(), &t.events, &why))
            return fail(error, QStringLiteral("traffic.") + why);
    }
    const QJsonValue algorithms = json.value(QStringLiteral("algorithms"));
    if (!algorithms.isUndefined()) {
        if (!algorithms.isArray() || algorithms.toArray().isEmpty() || algorithms.toArray().size() > kMaxAlgorithms)
            return fail(error, tr("traffic.algorithms: must be a list of 1-%1 algorithm names").arg(kMaxAlgorithms));
        t.algorithms.clear();
        for (const QJsonValue &a : algorithms.toArray()) {
            if (!a.isString() || a.toString().isEmpty() || a.toString().size() > 64)
                return fail(error, tr("traffic.algorithms: every entry must be an algorithm name"));
            if (!t.algorithms.contains(a.toString()))
                t.algorithms << a.toString();
        }
    }
    *out = t;
    return true;
}

Experiment Experiment::defaultExperiment()
{
    Experiment e;
    e.algorithm = QStringLiteral("nginx");
    QString ignored;
    e.servers = ServerListParser::loopbackServers(100);
    e.keys = 100000;
    e.seed = 1;
    e.title = QCoreApplication::translate("ringcore::Experiment", "100 servers, nginx's 160 points per server");
    return e;
}

QJsonObject Experiment::toJson() const
{
    QJsonArray serverArray;
    for (const Server &s : servers) {
        QJsonObject o{{QStringLiteral("address"), s.address}, {QStringLiteral("weight"), s.weight}};
        if (s.down)
            o.insert(QStringLiteral("down"), true);
        if (!s.hashName.isEmpty())
            o.insert(QStringLiteral("name"), s.hashName);
        serverArray.append(o);
    }
    // Version 2 only when a server has a hash name: a version-1 file stays readable by older
    // RingLabs, and an older RingLab refuses a file with names instead of hashing the addresses.
    const bool named = std::any_of(servers.cbegin(), servers.cend(), [](const Server &s) { return !s.hashName.isEmpty(); });
    QJsonObject optionObject;
    for (auto it = options.cbegin(); it != options.cend(); ++it)
        optionObject.insert(it.key(), it.value());
    QJsonObject json{
        {QStringLiteral("format"), QStringLiteral("ringlab-experiment")},
        {QStringLiteral("version"), !traffic.isDefault() ? 3 : named ? 2 : 1},
        {QStringLiteral("algorithm"), algorithm},
        {QStringLiteral("servers"), serverArray},
        {QStringLiteral("options"), optionObject},
        {QStringLiteral("keys"), double(keys)},
        {QStringLiteral("seed"), QString::number(seed)},
        {QStringLiteral("title"), title},
    };
    if (!keyFile.isEmpty())
        json.insert(QStringLiteral("keyFile"), keyFile);
    if (!traffic.isDefault())
        json.insert(QStringLiteral("traffic"), traffic.toJson());
    return json;
}

bool Experiment::fromJson(const QJsonObject &json, Experiment *out, QString *error)
{
    if (json.value(QStringLiteral("format")).toString() != QLatin1String("ringlab-experiment"))
        return fail(error, tr("format: not a RingLab experiment (expected \"ringlab-experiment\")"));
    const QJsonValue version = json.value(QStringLiteral("version"));
    if (!version.isDouble())
        return fail(error, tr("version: missing or not a number"));
    if (version.toDouble() != 1 && version.toDouble() != 2 && version.toDouble() != kFormatVersion)
        return fail(error, tr("version: %1 is not supported; this RingLab reads versions 1-%2")
                               .arg(version.toDouble())
                               .arg(kFormatVersion));
    Experiment e;
    const QJsonValue algorithm = json.value(QStringLiteral("algorithm"));
    if (!algorithm.isString() || algorithm.toString().isEmpty() || algorithm.toString().size() > 64)
        return fail(error, tr("algorithm: missing or not a name"));
    e.algorithm = algorithm.toString();

    if (!serversFromJson(json.value(QStringLiteral("servers")), &e.servers, error)
        || !settingsFromJson(json, &e, error))
        return false;
    *out = e;
    return true;
}

bool Experiment::serversFromJson(const QJsonValue &serverValue, ServerList *servers, QString *error)
{
    if (!serverValue.isArray())
        return fail(error, tr("servers: missing or not an array"));
    const QJsonArray serverArray = serverValue.toArray();
    if (serverArray.isEmpty() || serverArray.size() > ServerListParser::kMaxServers)
        return fail(error, tr("servers: %1 entries; allowed 1-%2")
                                   .arg(NumberText::integer(serverArray.size()), NumberText::integer(ServerListParser::kMaxServers)));
    QSet<QString> seen;
    for (qsizetype i = 0; i < serverArray.size(); ++i) {
        const QJsonObject o = serverArray.at(i).toObject();
        const QJsonValue address = o.value(QStringLiteral("address"));
        const QJsonValue weight = o.value(QStringLiteral("weight"));
        const QJsonValue down = o.value(QStringLiteral("down"));
        const QJsonValue name = o.value(QStringLiteral("name"));
        if (!address.isString())
            return fail(error, tr("servers[%1].address: missing or not text").arg(i));
        QString why;
        const QString normal = ServerListParser::normaliseAddress(address.toString(), &why);
        if (normal.isEmpty())
            return fail(error, tr("servers[%1].address: %2").arg(i).arg(why));
        if (seen.contains(normal))
            return fail(error, tr("servers[%1].address: \"%2\" appears twice").arg(i).arg(normal));
        seen.insert(normal);
        if (!weight.isUndefined() && (!weight.isDouble() || weight.toDouble() != double(weight.toInt())
                                      || weight.toInt() < 0 || weight.toInt() > 1000000))
            return fail(error, tr("servers[%1].weight: must be a whole number 0-%2").arg(i).arg(NumberText::integer(1000000)));
        if (!down.isUndefined() && !down.isBool())
            return fail(error, tr("servers[%1].down: must be true or false").arg(i));
        if (!name.isUndefined() && !name.isString())
            return fail(error, tr("servers[%1].name: must be text (the server's hash name)").arg(i));
        if (name.isString() && !ServerListParser::checkHashName(name.toString(), &why))
            return fail(error, tr("servers[%1].name: %2").arg(i).arg(why));
        servers->append(Server{normal, weight.isUndefined() ? 1 : weight.toInt(), down.toBool(false), name.toString()});
    }
    return true;
}

bool Experiment::settingsFromJson(const QJsonObject &json, Experiment *e, QString *error)
{
    const QJsonValue optionValue = json.value(QStringLiteral("options"));
    if (!optionValue.isUndefined()) {
        if (!optionValue.isObject())
            return fail(error, tr("options: must be an object of name → value"));
        const QJsonObject o = optionValue.toObject();
        if (o.size() > 64)
            return fail(error, tr("options: %1 entries; at most 64").arg(o.size()));
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it.value().isString())
                e->options.insert(it.key(), it.value().toString());
            else if (it.value().isDouble())
                e->options.insert(it.key(), QString::number(it.value().toDouble(), 'g', 17));
            else
                return fail(error, tr("options.%1: must be text or a number").arg(it.key()));
        }
    }
    const QJsonValue keys = json.value(QStringLiteral("keys"));
    if (!keys.isUndefined()) {
        if (!keys.isDouble() || keys.toDouble() < 0 || keys.toDouble() > double(kMaxKeys)
            || keys.toDouble() != double(qint64(keys.toDouble())))
            return fail(error, tr("keys: must be a whole number 0-%1").arg(NumberText::integer(kMaxKeys)));
        e->keys = qint64(keys.toDouble());
    }
    const QJsonValue seed = json.value(QStringLiteral("seed"));
    if (!seed.isUndefined()) {
        bool ok = false;
        const quint64 s = seed.isString() ? seed.toString().toULongLong(&ok)
                                          : (seed.isDouble() && seed.toDouble() >= 0 ? (ok = true, quint64(seed.toDouble())) : 0);
        if (!ok)
            return fail(error, tr("seed: must be a whole number 0-18446744073709551615"));
        e->seed = s;
    }
    const QJsonValue keyFile = json.value(QStringLiteral("keyFile"));
    if (!keyFile.isUndefined()) {
        if (!keyFile.isString())
            return fail(error, tr("keyFile: must be a path"));
        e->keyFile = keyFile.toString();
    }
    const QJsonValue title = json.value(QStringLiteral("title"));
    if (!title.isUndefined()) {
        if (!title.isString() || title.toString().size() > 1000)
            return fail(error, tr("title: must be text of at most 1000 characters"));
        e->title = title.toString();
    }
    const QJsonValue trafficValue = json.value(QStringLiteral("traffic"));
    if (!trafficValue.isUndefined()) {
        if (!trafficValue.isObject())
            return fail(error, tr("traffic: must be an object of the Traffic page's settings"));
        if (!ExperimentTraffic::fromJson(trafficValue.toObject(), &e->traffic, error))
            return false;
    }
    return true;
}

} // namespace ringcore
