#include "ringcore/advisor/rolloutplanner.h"

#include "ringcore/analysis/keysource.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/analysis/remapanalysis.h"
#include "ringcore/advisor/advisorsystem.h"
#include "ringcore/config/proxyconfigreader.h"

#include <QLocale>

#include <cmath>

namespace ringcore {

namespace {

/// The algorithm `change` gives when applied to `config` (null + *error when it does not build).
std::unique_ptr<Algorithm> buildWith(const ProxyConfig &config, const ConfigChange &change, QString *error)
{
    const PatchedConfig p = ProxyConfigReader::apply(config, change);
    if (!p.error.isEmpty()) {
        *error = p.error;
        return nullptr;
    }
    ProxyConfig patched;
    ConfigError readError;
    if (!ProxyConfigReader::readBack(config, p.text, &patched, &readError)) {
        *error = readError.toString();
        return nullptr;
    }
    return Advisor::build(patched, error);
}

/// "×3" when every weight is today's times the same whole factor, else the weights themselves.
QString weightsText(const ServerList &today, const QList<int> &weights)
{
    int factor = 0;
    for (int i = 0; i < today.size() && i < weights.size(); ++i) {
        const int w = today.at(i).weight;
        if (w <= 0 || weights.at(i) % w != 0 || (factor != 0 && weights.at(i) / w != factor)) {
            factor = -1;
            break;
        }
        factor = weights.at(i) / w;
    }
    if (factor > 0)
        return RolloutPlanner::tr("every weight ×%1").arg(factor);
    QStringList list;
    for (int w : weights)
        list << QString::number(w);
    if (list.size() > 8)
        list = list.mid(0, 8) << QStringLiteral("…");
    return RolloutPlanner::tr("weights %1").arg(list.join(QStringLiteral(", ")));
}

/// True when `change` (one step towards `target`) leaves the weights as today's.
bool weightsAsToday(const ProxyConfig &config, const ConfigChange &target, const ConfigChange &change)
{
    for (int i = 0; i < config.servers.size() && i < target.weights.size(); ++i)
        if (change.weights.at(i) != config.servers.at(i).weight)
            return false;
    return true;
}

/// Whether the fix can be reached in steps: the section hashes consistently, the fix does not
/// switch that on, and its system lets its settings be staged (AdvisorSystem::settingsStaging).
bool canStage(const ProxyConfig &config, const ConfigChange &target, const AdvisorSystem *system)
{
    if (!config.consistent || target.makeConsistent)
        return false;
    const auto staging = system ? system->settingsStaging(target)
                                : (target.settings.isEmpty() ? AdvisorSystem::SettingsStaging::Carried
                                                             : AdvisorSystem::SettingsStaging::Blocks);
    return staging == AdvisorSystem::SettingsStaging::Steps
        || (staging == AdvisorSystem::SettingsStaging::Carried && !target.weights.isEmpty());
}

} // namespace

QList<RolloutStage> RolloutPlanner::stages(const ProxyConfig &config, const AdviceFix &fix, const AdvisorOptions &options,
                                           QString *error)
{
    QList<RolloutStage> out;
    const ConfigChange &target = fix.change;
    const AdvisorSystem *system = AdvisorSystemRegistry::find(config.system);
    const bool staged = canStage(config, target, system);
    std::unique_ptr<Algorithm> previous = config.consistent ? Advisor::build(config, error) : nullptr;
    if (!staged || !previous) {
        RolloutStage one;
        one.weights = target.weights;
        if (system && system->settingsStaging(target) == AdvisorSystem::SettingsStaging::Steps) {
            ConfigChange whole = target;
            QString ignored;
            system->stepSettings(config, target, 1.0, &whole, &ignored, &one.settings);
        }
        one.setting = fix.title;
        out.append(one); // moved fraction filled in by the caller from the roll-out wave
        return out;
    }
    // A fix that multiplies every weight by one factor keeps their ratio: so does every step
    // (today's weights times a whole factor on the way: 1, 1, 3 → ×4 → ×6 → ×9 → ×11), where
    // moving each weight on its own would give 4, 4, 11 (no longer 1:1:3).
    int factor = 0;
    for (int i = 0; i < config.servers.size() && i < target.weights.size(); ++i) {
        const int from = config.servers.at(i).weight;
        const int to = target.weights.at(i);
        const int f = from > 0 && to % from == 0 ? to / from : -1;
        factor = f <= 0 || (factor != 0 && f != factor) ? -1 : f;
        if (factor < 0)
            break;
    }
    double cumulative = 0;
    for (double t : kStageFractions) {
        ConfigChange change = target;
        RolloutStage stage;
        if (!target.weights.isEmpty()) {
            const int stepFactor = factor > 1 ? std::max(1, int(std::lround(1 + (factor - 1) * t))) : 0;
            for (int i = 0; i < config.servers.size() && i < target.weights.size(); ++i) {
                const int from = config.servers.at(i).weight;
                change.weights[i] = stepFactor > 0 ? from * stepFactor
                                                   : int(std::lround(from + (target.weights.at(i) - from) * t));
            }
            stage.weights = change.weights;
            stage.setting = weightsText(config.servers, change.weights);
        }
        bool settingsAsToday = true;
        if (system && system->settingsStaging(target) == AdvisorSystem::SettingsStaging::Steps) {
            QString setting;
            settingsAsToday = system->stepSettings(config, target, t, &change, &setting, &stage.settings);
            if (!setting.isEmpty())
                stage.setting = setting;
        }
        if (!out.isEmpty() && out.back().weights == stage.weights && out.back().settings == stage.settings
            && out.back().setting == stage.setting)
            continue; // the same step again (small changes have fewer distinct steps)
        if (out.isEmpty() && t < 1.0 && weightsAsToday(config, target, change) && settingsAsToday)
            continue; // a first step that keeps today's setting ("every weight ×1") is no step
        if (options.cancel.isCancelled()) {
            *error = Advisor::cancelledText();
            return {};
        }
        auto next = buildWith(config, change, error);
        if (!next)
            return {};
        const RemapResult r = RemapAnalysis::remap(*previous, *next, KeySource::generated(options.remapKeys, options.seed),
                                                   RemapAnalysis::Mode::Auto, {}, options.cancel);
        stage.movedFraction = r.movedFraction;
        cumulative += r.movedFraction;
        stage.cumulativeMisses = cumulative;
        out.append(stage);
        previous = std::move(next);
    }
    return out;
}

} // namespace ringcore
