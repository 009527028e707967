#include "ringcore/advisor/rolloutplanner.h"

#include "ringcore/analysis/keysource.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/analysis/remapanalysis.h"
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

/// True when `change` (one step towards `target`) leaves every setting the fix touches as today's.
bool changesNothing(const ProxyConfig &config, const ConfigChange &target, const ConfigChange &change)
{
    for (int i = 0; i < config.servers.size() && i < target.weights.size(); ++i)
        if (change.weights.at(i) != config.servers.at(i).weight)
            return false;
    if (target.minRingSize > 0 && change.minRingSize != config.minRingSize)
        return false;
    const qint64 replicas = config.options.value(QStringLiteral("replicas"), QStringLiteral("67")).toLongLong();
    return !(target.replicas > 0 && change.replicas != replicas);
}

} // namespace

QList<RolloutStage> RolloutPlanner::stages(const ProxyConfig &config, const AdviceFix &fix, const AdvisorOptions &options,
                                           QString *error)
{
    QList<RolloutStage> out;
    const ConfigChange &target = fix.change;
    const bool staged = config.consistent && !target.makeConsistent && !target.switchToMaglev && target.tableSize == 0
        && target.distribution.isEmpty() && target.addresses.isEmpty()
        && (!target.weights.isEmpty() || target.minRingSize > 0 || target.replicas > 0);
    std::unique_ptr<Algorithm> previous = config.consistent ? Advisor::build(config, error) : nullptr;
    if (!staged || !previous) {
        RolloutStage one;
        one.setting = fix.title;
        one.weights = target.weights;
        one.minRingSize = target.minRingSize;
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
        if (target.minRingSize > 0) {
            const qint64 from = config.minRingSize;
            // Ring sizes in whole 1,024s, as the fix finder proposes them.
            change.minRingSize = t >= 1.0 ? target.minRingSize
                                          : std::max<qint64>(from, qint64(std::llround((from + (target.minRingSize - from) * t) / 1024.0)) * 1024);
            stage.minRingSize = change.minRingSize;
            stage.setting = tr("minimum ring size %1").arg(NumberText::integer(change.minRingSize));
        }
        if (target.replicas > 0) {
            // Varnish's replicas: whole numbers between today's (67 unless reconfigure says) and the fix's.
            const qint64 from = config.options.value(QStringLiteral("replicas"), QStringLiteral("67")).toLongLong();
            change.replicas = t >= 1.0 ? target.replicas : std::max<qint64>(from, std::llround(from + (target.replicas - from) * t));
            stage.setting = tr("replicas %1").arg(NumberText::integer(change.replicas));
        }
        if (!out.isEmpty() && out.back().weights == stage.weights && out.back().minRingSize == stage.minRingSize
            && out.back().setting == stage.setting)
            continue; // the same step again (small changes have fewer distinct steps)
        if (out.isEmpty() && t < 1.0 && changesNothing(config, target, change))
            continue; // a first step that keeps today's setting ("every weight ×1") is no step
        if (options.cancel.isCancelled()) {
            *error = Advisor::cancelledText();
            return {};
        }
        auto next = buildWith(config, change, error);
        if (!next)
            return {};
        const CancelToken cancel = options.cancel;
        const RemapResult r = RemapAnalysis::remap(*previous, *next, KeySource::generated(options.remapKeys, options.seed),
                                                   RemapAnalysis::Mode::Auto,
                                                   [cancel](qint64, qint64) { return !cancel.isCancelled(); });
        stage.movedFraction = r.movedFraction;
        cumulative += r.movedFraction;
        stage.cumulativeMisses = cumulative;
        out.append(stage);
        previous = std::move(next);
    }
    return out;
}

} // namespace ringcore
