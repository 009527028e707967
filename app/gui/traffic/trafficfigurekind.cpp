// `ringlab-cli figure traffic`: the Traffic page's charts for the traffic settings saved in the
// experiment (its defaults without them). Not part of "all".
#include "gui/export/figurekind.h"
#include "gui/export/figureprogress.h"
#include "gui/traffic/trafficfigures.h"
#include "gui/traffic/trafficjob.h"

#include <QTextStream>

namespace ringlab::gui {

namespace {

class TrafficFigureKind : public FigureKind
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::TrafficFigureKind)
public:
    QString name() const override { return QStringLiteral("traffic"); }
    bool inAll(const FigureRequest &request) const override
    {
        Q_UNUSED(request);
        return false;
    }
    FigureResult compute(const FigureRequest &request) const override
    {
        const ringcore::Experiment &experiment = request.experiment;
        QString error;
        if (!TrafficJob::validate(experiment, &error))
            return FigureResult::badInput(tr("--experiment: traffic.%1").arg(error));
        QTextStream(stderr) << tr("Replaying the traffic through %n algorithm(s)…", nullptr,
                                  int(experiment.traffic.algorithms.size()))
                            << Qt::endl;
        FigureProgress line(tr("traffic replay"));
        const TrafficRunData data = TrafficJob::run(experiment, line.progress());
        for (int i = 0; i < int(data.algorithms.size()); ++i)
            if (!data.errors.value(i).isEmpty())
                QTextStream(stderr) << "ringlab-cli figure: " << data.algorithms[i] << ": " << data.errors[i] << Qt::endl;
        if (data.isEmpty())
            return FigureResult::failed(QString()); // each algorithm's error is said above
        return FigureResult::ok(TrafficFigures::all(data));
    }
};

} // namespace

RINGLAB_REGISTER_FIGURE_KIND(70, TrafficFigureKind)

} // namespace ringlab::gui
