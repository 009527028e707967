// `ringlab-cli figure advisor`: the Advisor page's load chart for --config (any format advise
// reads), by default for an nginx upstream with the experiment's servers.
#include "gui/advisor/advisorpage.h"
#include "gui/export/figurekind.h"

#include "ringcore/advisor/advisor.h"
#include "ringcore/config/proxyconfigreader.h"

namespace ringlab::gui {

namespace {

class AdvisorFigureKind : public FigureKind
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::AdvisorFigureKind)
public:
    QString name() const override { return QStringLiteral("advisor"); }
    FigureResult compute(const FigureRequest &request) const override
    {
        ringcore::ProxyConfig config;
        ringcore::ConfigError configError;
        const bool read = request.configFile
            ? ringcore::ProxyConfigReader::readFile(*request.configFile, {}, &config, &configError)
            : ringcore::ProxyConfigReader::read(nginxUpstream(request.experiment), QStringLiteral("nginx.conf"), {}, &config,
                                                &configError);
        if (!read)
            return FigureResult::badInput(tr("--config: %1").arg(configError.toString()));
        ringcore::AdvisorOptions options;
        options.seed = request.experiment.seed;
        ringcore::AdviceReport report;
        QString error;
        if (!ringcore::Advisor::advise(config, options, &report, &error))
            return FigureResult::failed(error);
        const Figure advice = AdvisorPage::loadFigure(report);
        return FigureResult::ok(advice.isValid() ? QList<Figure>{advice} : QList<Figure>{});
    }

private:
    /// The advisor's default input: an nginx upstream with the experiment's servers, hashing
    /// consistently (what the default experiment models).
    static QString nginxUpstream(const ringcore::Experiment &experiment)
    {
        QString text = QStringLiteral("upstream backend {\n    hash $request_uri consistent;\n");
        for (const ringcore::Server &server : experiment.servers)
            text += QStringLiteral("    server %1%2%3;\n")
                        .arg(server.address,
                             server.weight != 1 ? QStringLiteral(" weight=%1").arg(server.weight) : QString(),
                             server.down ? QStringLiteral(" down") : QString());
        return text + QStringLiteral("}\n");
    }
};

} // namespace

RINGLAB_REGISTER_FIGURE_KIND(50, AdvisorFigureKind)

} // namespace ringlab::gui
