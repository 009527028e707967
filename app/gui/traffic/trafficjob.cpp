#include "gui/traffic/trafficjob.h"

#include "ringcore/core/numbertext.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/traffic/trafficreplay.h"

#include <QFileInfo>

#include <cmath>

namespace ringlab::gui {

using ringcore::NumberText;
using ringcore::TrafficConfig;

bool TrafficRunData::isEmpty() const
{
    return firstValid() < 0;
}

int TrafficRunData::firstValid() const
{
    for (int i = 0; i < int(results.size()); ++i)
        if (errors.value(i).isEmpty() && results[size_t(i)].requests > 0)
            return i;
    return -1;
}

QString TrafficRunData::modelText() const
{
    switch (settings.model) {
    case TrafficConfig::Model::Uniform:
        return TrafficJob::tr("uniform over %1 keys, %2 requests")
            .arg(NumberText::integer(settings.universe), NumberText::integer(settings.requests));
    case TrafficConfig::Model::Zipf:
        return TrafficJob::tr("Zipf(%1) over %2 keys, %3 requests")
            .arg(QString::number(settings.exponent, 'f', settings.exponent == std::floor(settings.exponent) ? 1 : 2),
                 NumberText::integer(settings.universe), NumberText::integer(settings.requests));
    case TrafficConfig::Model::Log:
        return TrafficJob::tr("the access log %1").arg(QFileInfo(settings.logPath).fileName());
    }
    return {};
}

QString TrafficRunData::eventsText() const
{
    QStringList parts;
    for (const ringcore::ScaleEvent &e : settings.events)
        parts << (e.kind == ringcore::ScaleEvent::Kind::Remove ? TrafficJob::tr("remove %1 at %2%")
                                                               : TrafficJob::tr("add %1 at %2%"))
                     .arg(e.address, QString::number(e.percent));
    return parts.join(QStringLiteral(", "));
}

bool TrafficJob::validate(const ringcore::Experiment &experiment, QString *error)
{
    const ringcore::ExperimentTraffic &t = experiment.traffic;
    if (t.algorithms.isEmpty()) {
        *error = tr("algorithms: tick at least one algorithm to compare");
        return false;
    }
    for (const QString &name : t.algorithms) {
        if (!ringcore::AlgorithmRegistry::find(name)) {
            *error = tr("algorithms: \"%1\" is not a registered algorithm").arg(name);
            return false;
        }
    }
    if (t.model == TrafficConfig::Model::Log) {
        const QFileInfo info(t.logPath);
        if (t.logPath.isEmpty()) {
            *error = tr("log: choose an access log to replay");
            return false;
        }
        if (!info.isFile() || !info.isReadable()) {
            *error = tr("log: \"%1\" is not a readable file").arg(t.logPath);
            return false;
        }
    }
    const TrafficConfig c = t.config(t.algorithms.front(), experiment.servers, {}, experiment.seed);
    return c.validate(error);
}

TrafficRunData TrafficJob::run(const ringcore::Experiment &experiment, const ringcore::Progress &progress,
                               const ringcore::CancelToken &cancel)
{
    TrafficRunData data;
    data.settings = experiment.traffic;
    data.seed = experiment.seed;
    data.servers = int(ringcore::enabledIndices(experiment.servers).size());
    data.algorithms = experiment.traffic.algorithms;
    const int n = int(data.algorithms.size());
    data.results.resize(size_t(n));
    for (int i = 0; i < n; ++i)
        data.errors << QString();
    for (int i = 0; i < n; ++i) {
        if (cancel.isCancelled()) {
            data.cancelled = true;
            data.errors[i] = tr("cancelled");
            continue;
        }
        const QString &name = data.algorithms[i];
        // The experiment's own options belong to its algorithm; the others run at their defaults.
        const TrafficConfig c = experiment.traffic.config(
            name, experiment.servers, name == experiment.algorithm ? experiment.options : ringcore::AlgorithmOptions(),
            experiment.seed);
        QString error;
        const auto step = [&](qint64 done, qint64 total) {
            if (total > 0)
                progress(i * total + done, n * total); // algorithm i of n, done of its total
        };
        const bool ok = ringcore::TrafficReplay::run(c, &data.results[size_t(i)], &error, step, cancel);
        if (!ok)
            data.errors[i] = error.isEmpty() ? tr("the replay failed") : error;
        else if (data.results[size_t(i)].cancelled) {
            data.cancelled = true;
            data.errors[i] = tr("cancelled");
        }
    }
    progress(1, 1);
    return data;
}

} // namespace ringlab::gui
