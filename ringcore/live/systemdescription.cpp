#include "ringcore/live/systemdescription.h"

#include "ringcore/core/numbertext.h"
#include "ringcore/core/orderedregistry.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <vector>

namespace ringcore {

namespace {
using Registry = OrderedRegistry<SystemDescription>;
} // namespace

SystemLogScanner::~SystemLogScanner() = default;

SystemDescription::~SystemDescription() = default;

QList<LiveOption> SystemDescription::portOptions(const QStringList &names) const
{
    QList<LiveOption> out;
    const AlgorithmInfo *info = AlgorithmRegistry::find(algorithm());
    if (!info)
        return out;
    for (const QString &name : names)
        for (const OptionSpec &spec : info->options)
            if (spec.name == name)
                out.append(LiveOption{spec, true});
    return out;
}

bool SystemDescription::validateOptions(const AlgorithmOptions &options, QString *error, AlgorithmOptions *normalised) const
{
    const QList<LiveOption> known = liveOptions();
    AlgorithmOptions normal;
    for (auto it = options.cbegin(); it != options.cend(); ++it) {
        const auto spec = std::find_if(known.cbegin(), known.cend(), [&it](const LiveOption &o) { return o.spec.name == it.key(); });
        if (spec == known.cend()) {
            QStringList names;
            for (const LiveOption &o : known)
                names.append(o.spec.name);
            if (error)
                *error = QCoreApplication::translate("ringcore::SystemDescription",
                                                     "option %1: a live run of %2 cannot set it (options it sets: %3)")
                             .arg(it.key(), displayName(),
                                  names.isEmpty() ? QCoreApplication::translate("ringcore::SystemDescription", "none")
                                                  : names.join(QStringLiteral(", ")));
            return false;
        }
        // The one parser of option values (AlgorithmRegistry::normalise): the config is written
        // with, and results.json stores, what it returns ("1.01e2" → "101").
        QString value;
        if (!AlgorithmRegistry::normalise(spec->spec, it.value(), &value, error))
            return false;
        normal.insert(it.key(), value);
        if (spec->port) {
            // The port's own check (its message names the option and its allowed values).
            const ServerList one{Server{QStringLiteral("127.0.0.1:1"), 1}};
            if (spec->checkAlone && !AlgorithmRegistry::create(algorithm(), one, AlgorithmOptions{{it.key(), value}}, error))
                return false;
            if (!spec->spec.choices.isEmpty() && !spec->spec.choices.contains(value)) {
                if (error)
                    *error = QCoreApplication::translate("ringcore::SystemDescription",
                                                         "option %1: \"%2\" is not allowed in a live run of %3; choose one of: %4")
                                 .arg(it.key(), value, displayName(), spec->spec.choices.join(QStringLiteral(", ")));
                return false;
            }
        }
    }
    if (!checkOptions(normal, error))
        return false;
    if (normalised)
        *normalised = normal;
    return true;
}

AlgorithmOptions SystemDescription::predictOptions(const AlgorithmOptions &options) const
{
    AlgorithmOptions out = algorithmOptions();
    const QList<LiveOption> known = liveOptions();
    for (auto it = options.cbegin(); it != options.cend(); ++it)
        for (const LiveOption &o : known)
            if (o.port && o.spec.name == it.key())
                out.insert(it.key(), it.value());
    return out;
}

QString SystemDescription::versionLine(const QString &output) const
{
    return output.section(QLatin1Char('\n'), 0, 0).trimmed();
}

int SystemDescription::startTimeoutMs(int backends) const
{
    return 15000 + 200 * backends;
}

QList<SystemCommand> SystemDescription::readyCommands(const SystemConfigInput &input) const
{
    Q_UNUSED(input);
    return {};
}

QMap<QString, QByteArray> SystemDescription::extraConfigFiles(const SystemConfigInput &input) const
{
    Q_UNUSED(input);
    return {};
}

QMap<QString, QString> SystemDescription::environment(const QString &dir) const
{
    Q_UNUSED(dir);
    return {};
}

std::unique_ptr<SystemLogScanner> SystemDescription::logScanner(const QString &dir) const
{
    Q_UNUSED(dir);
    return nullptr;
}

void SystemDescription::upgradeVersion1(const QJsonObject &setup, const QJsonObject &validity,
                                        QMap<QString, qint64> *settings, QJsonObject *diagnostics) const
{
    Q_UNUSED(setup);
    Q_UNUSED(validity);
    Q_UNUSED(settings);
    Q_UNUSED(diagnostics);
}

bool SystemRegistry::add(int order, SystemDescription *system)
{
    return Registry::add(order, system);
}

QList<const SystemDescription *> SystemRegistry::all()
{
    return Registry::all();
}

const SystemDescription *SystemRegistry::find(const QString &name)
{
    return Registry::findFirst([&name](const SystemDescription &s) { return s.name() == name; });
}

QStringList SystemRegistry::names()
{
    QStringList out;
    for (const SystemDescription *system : all())
        out.append(system->name());
    return out;
}

const SystemDescription *SystemRegistry::defaultSystem()
{
    return Registry::findFirst([](const SystemDescription &) { return true; });
}

QStringList SystemRegistry::programNames()
{
    QStringList out;
    for (const SystemDescription *system : all())
        if (!out.contains(system->programName()))
            out.append(system->programName());
    return out;
}

namespace {
QString joinOr(const QStringList &list)
{
    if (list.size() < 2)
        return list.join(QString());
    return QCoreApplication::translate("SystemRegistry", "%1 or %2")
        .arg(list.mid(0, list.size() - 1).join(QStringLiteral(", ")), list.back());
}
} // namespace

QString SystemRegistry::namesOr()
{
    return joinOr(names());
}

QString SystemRegistry::displayNamesOr()
{
    QStringList list;
    for (const SystemDescription *system : all())
        list.append(system->displayName());
    return joinOr(list);
}

} // namespace ringcore
