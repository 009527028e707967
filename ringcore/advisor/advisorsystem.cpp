#include "ringcore/advisor/advisorsystem.h"

#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>


namespace ringcore {

AdvisorSystem::~AdvisorSystem() = default;

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

AdvisorSystem::SettingsStaging AdvisorSystem::settingsStaging(const ConfigChange &target) const
{
    return target.settings.isEmpty() ? SettingsStaging::Carried : SettingsStaging::Blocks;
}

bool AdvisorSystem::stepSettings(const ProxyConfig &config, const ConfigChange &target, double t, ConfigChange *step,
                                 QString *setting, QVariantMap *shown) const
{
    Q_UNUSED(config);
    Q_UNUSED(target);
    Q_UNUSED(t);
    Q_UNUSED(step);
    Q_UNUSED(setting);
    Q_UNUSED(shown);
    return true;
}

void AdvisorSystem::matchServersForWave(const ProxyConfig &today, const ConfigChange &change, ProxyConfig *patched) const
{
    Q_UNUSED(today);
    Q_UNUSED(change);
    Q_UNUSED(patched);
}

bool AdvisorSystemRegistry::add(int order, AdvisorSystem *system)
{
    return ConfigFormatRegistry::add(order, system);
}

QList<const AdvisorSystem *> AdvisorSystemRegistry::all()
{
    QList<const AdvisorSystem *> out;
    for (const ConfigFormat *format : ConfigFormatRegistry::all())
        if (const auto *system = dynamic_cast<const AdvisorSystem *>(format))
            out.append(system);
    return out;
}

const AdvisorSystem *AdvisorSystemRegistry::find(const QString &name)
{
    for (const AdvisorSystem *system : all())
        if (system->name() == name)
            return system;
    return nullptr;
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
    return dynamic_cast<const AdvisorSystem *>(ConfigFormatRegistry::detect(text, fileName));
}

QString AdvisorSystemRegistry::joinOr(const QStringList &list)
{
    return ConfigFormatRegistry::joinOr(list);
}

QString AdvisorSystemRegistry::joinAnd(const QStringList &list)
{
    return ConfigFormatRegistry::joinAnd(list);
}

} // namespace ringcore
