// `ringlab-cli figure live --run DIR`: the Live page's backend bars for a saved run (results.json,
// as measure --out or the Live page writes it). "all" includes it only when --run is given.
#include "gui/export/figurekind.h"
#include "gui/live/backendbarsview.h"

#include "ringcore/live/liverunresult.h"

#include <QJsonObject>
#include <QLocale>

#include <algorithm>

namespace ringlab::gui {

namespace {

class LiveFigureKind : public FigureKind
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::LiveFigureKind)
public:
    QString name() const override { return QStringLiteral("live"); }
    bool inAll(const FigureRequest &request) const override { return request.runFolder.has_value(); }
    bool carriesExperiment() const override { return false; } // the run folder is its input
    FigureResult compute(const FigureRequest &request) const override
    {
        if (!request.runFolder)
            return FigureResult::badInput(tr("--run: the live figure needs a run folder (with results.json)"));
        const QString folder = *request.runFolder;
        ringcore::LiveRunResult run;
        QString error;
        if (!ringcore::LiveRunResult::load(folder, &run, &error))
            return FigureResult::badInput(tr("--run: %1").arg(error));
        QList<qint64> counts;
        QList<bool> down;
        int downCount = 0;
        for (const ringcore::BackendCount &c : std::as_const(run.counts)) {
            counts << c.keys;
            down << c.down;
            downCount += c.down;
        }
        if (counts.isEmpty())
            return FigureResult::badInput(tr("--run: %1 counts no backend").arg(folder));
        // No key answered (a run that did not start): no chart of zeros with a "busiest" of 0 keys.
        if (std::all_of(counts.cbegin(), counts.cend(), [](qint64 c) { return c <= 0; }))
            return FigureResult::badInput(tr("--run: no backend answered a key in %1: there is nothing to draw").arg(folder));
        Figure live = BackendBarsView::figure(counts, down, caption(run, int(counts.size()), downCount));
        live.parameters = QJsonObject{{QStringLiteral("proxy"), run.proxy},
                                      {QStringLiteral("keysMeasured"), double(run.keysMeasured)},
                                      {QStringLiteral("backends"), int(counts.size())},
                                      {QStringLiteral("basePort"), run.basePort},
                                      {QStringLiteral("proxyVersion"), run.proxyVersion},
                                      {QStringLiteral("valid"), run.valid}};
        return FigureResult::ok({live});
    }

private:
    static QString caption(const ringcore::LiveRunResult &run, int backends, int downCount)
    {
        const QLocale locale;
        return tr("%1 live run, %2 keys answered by %3 backends (%4 down); %5")
            .arg(run.proxy, locale.toString(run.keysMeasured))
            .arg(backends)
            .arg(downCount)
            .arg(run.valid ? tr("valid run") : tr("invalid run: %1").arg(run.reasons.join(QStringLiteral("; "))));
    }
};

} // namespace

RINGLAB_REGISTER_FIGURE_KIND(60, LiveFigureKind)

} // namespace ringlab::gui
