// `ringlab-cli figure advisor`: the Advisor page's load chart for --config (any format advise
// reads), by default for an nginx upstream with the experiment's servers.
#include "gui/advisor/advisorpage.h"
#include "gui/export/figurekind.h"

#include "ringcore/advisor/advisor.h"
#include "ringcore/config/configformat.h"
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
            : readExample(request.experiment, &config, &configError);
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
    /// The config the figure advises on when none is given: the first registered format's example
    /// for the experiment's servers (ConfigFormat::exampleConfig).
    static bool readExample(const ringcore::Experiment &experiment, ringcore::ProxyConfig *config,
                            ringcore::ConfigError *error)
    {
        for (const ringcore::ConfigFormat *format : ringcore::ConfigFormatRegistry::all()) {
            const QString text = format->exampleConfig(experiment.servers);
            if (!text.isEmpty())
                return ringcore::ProxyConfigReader::read(text, format->exampleFileName(), {}, config, error);
        }
        *error = {0, tr("no config format offers an example config")};
        return false;
    }
};

} // namespace

RINGLAB_REGISTER_FIGURE_KIND(50, AdvisorFigureKind)

} // namespace ringlab::gui
