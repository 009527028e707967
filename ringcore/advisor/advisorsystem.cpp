#include "ringcore/advisor/advisorsystem.h"

#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>

#include <algorithm>
#include <vector>

namespace ringcore {

namespace {

struct Entry
{
    int order;
    std::unique_ptr<AdvisorSystem> system;
};

std::vector<Entry> &entries()
{
    static std::vector<Entry> list;
    return list;
}

} // namespace

AdvisorSystem::~AdvisorSystem() = default;

QString AdvisorSystem::sectionNoun() const
{
    return QCoreApplication::translate("ringcore::AdvisorSystem", "section");
}

std::unique_ptr<Algorithm> AdvisorSystem::build(const ProxyConfig &config, QString *error) const
{
    return AlgorithmRegistry::create(config.algorithm, config.servers, config.options, error);
}

QString AdvisorSystem::checkConfig(const ProxyConfig &config, const QString &dir, QList<int> *lineMap,
                                   QString *error) const
{
    Q_UNUSED(config);
    Q_UNUSED(dir);
    lineMap->clear();
    *error = QCoreApplication::translate("ProxyConfigCheck", "no checker for %1 configs").arg(name());
    return {};
}

QStringList AdvisorSystem::checkArguments(const QString &dir, const QString &file) const
{
    Q_UNUSED(dir);
    Q_UNUSED(file);
    return {};
}

bool AdvisorSystem::checkMessage(const QString &line, bool *isError, QString *message) const
{
    Q_UNUSED(line);
    Q_UNUSED(isError);
    Q_UNUSED(message);
    return false;
}

QString AdvisorSystem::checkVersion(const QString &versionOutput) const
{
    Q_UNUSED(versionOutput);
    return {};
}

bool AdvisorSystemRegistry::add(int order, AdvisorSystem *system)
{
    entries().push_back(Entry{order, std::unique_ptr<AdvisorSystem>(system)});
    std::stable_sort(entries().begin(), entries().end(),
                     [](const Entry &a, const Entry &b) { return a.order < b.order; });
    return true;
}

QList<const AdvisorSystem *> AdvisorSystemRegistry::all()
{
    QList<const AdvisorSystem *> out;
    for (const Entry &e : entries())
        out.append(e.system.get());
    return out;
}

const AdvisorSystem *AdvisorSystemRegistry::find(const QString &name)
{
    for (const Entry &e : entries())
        if (e.system->name() == name)
            return e.system.get();
    return nullptr;
}

QStringList AdvisorSystemRegistry::names()
{
    QStringList out;
    for (const Entry &e : entries())
        out.append(e.system->name());
    return out;
}

const AdvisorSystem *AdvisorSystemRegistry::detect(const QString &text, const QString &fileName)
{
    const AdvisorSystem *best = nullptr;
    for (const Entry &e : entries())
        if ((!best || e.system->detectPriority() > best->detectPriority()) && e.system->recognizes(text, fileName))
            best = e.system.get();
    return best;
}

QString AdvisorSystemRegistry::joinOr(const QStringList &list)
{
    if (list.size() < 2)
        return list.join(QString());
    return QCoreApplication::translate("SystemRegistry", "%1 or %2")
        .arg(list.mid(0, list.size() - 1).join(QStringLiteral(", ")), list.back());
}

QString AdvisorSystemRegistry::joinAnd(const QStringList &list)
{
    if (list.size() < 2)
        return list.join(QString());
    return QCoreApplication::translate("ringcore::AdvisorSystem", "%1 and %2")
        .arg(list.mid(0, list.size() - 1).join(QStringLiteral(", ")), list.back());
}

} // namespace ringcore
