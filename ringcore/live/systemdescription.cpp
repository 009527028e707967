#include "ringcore/live/systemdescription.h"

#include "ringcore/core/orderedregistry.h"

#include <QCoreApplication>


namespace ringcore {

namespace {
using Registry = OrderedRegistry<SystemDescription>;
} // namespace

SystemLogScanner::~SystemLogScanner() = default;

SystemDescription::~SystemDescription() = default;

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
