#include "ringcore/advisor/advisorsystem.h"

#include "ringcore/core/orderedregistry.h"

#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>

#include <algorithm>
#include <vector>

namespace ringcore {

namespace {
using Registry = OrderedRegistry<AdvisorSystem>;
} // namespace

AdvisorSystem::~AdvisorSystem() = default;

QString AdvisorSystem::sectionNoun() const
{
    return QCoreApplication::translate("ringcore::AdvisorSystem", "section");
}

QString AdvisorSystem::portName(const ProxyConfig &config, const QString &algorithm) const
{
    Q_UNUSED(config);
    const AlgorithmInfo *port = AlgorithmRegistry::find(algorithm);
    return port ? AlgorithmRegistry::translatedDisplayName(*port) : algorithm;
}

QString AdvisorSystem::hashedAttribute(const ProxyConfig &config) const
{
    const QString key = config.hashKey.simplified();
    return key.isEmpty() ? QString() : name() + QLatin1Char(':') + key;
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
    return Registry::add(order, system);
}

QList<const AdvisorSystem *> AdvisorSystemRegistry::all()
{
    return Registry::all();
}

const AdvisorSystem *AdvisorSystemRegistry::find(const QString &name)
{
    return Registry::findFirst([&name](const AdvisorSystem &s) { return s.name() == name; });
}

QStringList AdvisorSystemRegistry::names()
{
    QStringList out;
    for (const AdvisorSystem *system : all())
        out.append(system->name());
    return out;
}

const AdvisorSystem *AdvisorSystemRegistry::detect(const QString &text, const QString &fileName)
{
    const AdvisorSystem *best = nullptr;
    for (const AdvisorSystem *system : all())
        if ((!best || system->detectPriority() > best->detectPriority()) && system->recognizes(text, fileName))
            best = system;
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
