#include "ringcore/live/systemdescription.h"

#include <QCoreApplication>

#include <algorithm>
#include <vector>

namespace ringcore {

namespace {

struct Entry
{
    int order;
    std::unique_ptr<SystemDescription> system;
};

std::vector<Entry> &entries()
{
    static std::vector<Entry> list;
    return list;
}

} // namespace

SystemLogScanner::~SystemLogScanner() = default;

SystemDescription::~SystemDescription() = default;

QString SystemDescription::versionLine(const QString &output) const
{
    return output.section(QLatin1Char('\n'), 0, 0).trimmed();
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
    entries().push_back(Entry{order, std::unique_ptr<SystemDescription>(system)});
    std::stable_sort(entries().begin(), entries().end(),
                     [](const Entry &a, const Entry &b) { return a.order < b.order; });
    return true;
}

QList<const SystemDescription *> SystemRegistry::all()
{
    QList<const SystemDescription *> out;
    for (const Entry &e : entries())
        out.append(e.system.get());
    return out;
}

const SystemDescription *SystemRegistry::find(const QString &name)
{
    for (const Entry &e : entries())
        if (e.system->name() == name)
            return e.system.get();
    return nullptr;
}

QStringList SystemRegistry::names()
{
    QStringList out;
    for (const Entry &e : entries())
        out.append(e.system->name());
    return out;
}

const SystemDescription *SystemRegistry::defaultSystem()
{
    return entries().empty() ? nullptr : entries().front().system.get();
}

QStringList SystemRegistry::programNames()
{
    QStringList out;
    for (const Entry &e : entries())
        if (!out.contains(e.system->programName()))
            out.append(e.system->programName());
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
    for (const Entry &e : entries())
        list.append(e.system->displayName());
    return joinOr(list);
}

} // namespace ringcore
