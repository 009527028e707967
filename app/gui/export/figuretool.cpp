#include "gui/export/figuretool.h"
#include "ringcore/core/outputpath.h"
#include "ringcore/core/usertext.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/keys/keysample.h"
#include "ringcore/experiment/experimentio.h"

#include "gui/advisor/advisorpage.h"
#include "gui/compare/comparepage.h"
#include "figure/figureoptions.h"
#include "gui/export/figureexporter.h"
#include "gui/export/figureprogress.h"
#include "gui/export/figurerenderer.h"
#include "gui/export/gallery.h"
#include "gui/removal/removalpage.h"
#include "gui/live/backendbarsview.h"
#include "gui/ring/ringpage.h"
#include "ringcore/live/liverunresult.h"
#include "gui/ring/ringrenderer.h"
#include "gui/spread/spreadfigures.h"
#include "gui/spread/spreadjob.h"
#include "gui/traffic/trafficfigures.h"
#include "gui/traffic/trafficjob.h"

#include "ringcore/advisor/advisor.h"
#include "ringcore/analysis/comparetable.h"
#include "ringcore/config/proxyconfigreader.h"
#include "ringcore/snapshot/ringsnapshotbuilder.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QLocale>
#include <QTextStream>

#include <algorithm>

namespace ringlab::gui {

namespace {

/// The context lupdate files this file's free functions under (translations/*.ts).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui)
};

/// The advisor's default input: an nginx upstream with the experiment's servers, hashing
/// consistently (what the default experiment models).
QString nginxUpstream(const ringcore::Experiment &experiment)
{
    QString text = QStringLiteral("upstream backend {\n    hash $request_uri consistent;\n");
    for (const ringcore::Server &server : experiment.servers)
        text += QStringLiteral("    server %1%2%3;\n")
                    .arg(server.address,
                         server.weight != 1 ? QStringLiteral(" weight=%1").arg(server.weight) : QString(),
                         server.down ? QStringLiteral(" down") : QString());
    return text + QStringLiteral("}\n");
}

int usage(const QString &message)
{
    QTextStream(stderr) << "ringlab-cli figure: " << ringcore::UserText::forMessage(message) << Qt::endl;
    return 2;
}

bool intOption(const QCommandLineParser &parser, const QString &name, int min, int max, int *value, QString *error)
{
    if (!parser.isSet(name))
        return true;
    bool ok = false;
    const int v = parser.value(name).toInt(&ok);
    if (!ok || v < min || v > max) {
        *error = Tr::tr("--%1: \"%2\" is out of range (allowed %3–%4)")
                     .arg(name, parser.value(name), ringcore::NumberText::integer(min), ringcore::NumberText::integer(max));
        return false;
    }
    *value = v;
    return true;
}

/// The ring and removal figures' memory checks (the pages' own), for `kind` ("all": both).
bool fitsMemory(const QString &kind, const ringcore::Experiment &experiment, QString *error)
{
    const bool all = kind == QLatin1String("all");
    if ((all || kind == QLatin1String("ring")) && !ringcore::RingSnapshotBuilder::checkMemory(experiment, error))
        return false;
    if (all || kind == QLatin1String("removal"))
        return RemovalPage::checkMemory(experiment, RemovalConfig{experiment.algorithm, 0},
                                        RemovalConfig{QStringLiteral("haproxy"), 1},
                                        RemovalPage::keysFor(experiment.keys).routed(), error);
    return true;
}

} // namespace

int FigureTool::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Renders RingLab's figures headless."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("kind"), figureoptions::kindHelp());
    parser.addOptions(figureoptions::options());
    if (!parser.parse(arguments))
        return usage(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << parser.helpText();
        return 0;
    }
    const QStringList kinds = figureoptions::kinds();
    const QString kind = parser.positionalArguments().value(0);
    if (!kinds.contains(kind))
        return usage(tr("KIND: \"%1\" is not one of %2").arg(kind, kinds.join(QStringLiteral(", "))));
    if (parser.positionalArguments().size() > 1)
        return usage(tr("KIND: only one kind, got \"%1\"").arg(parser.positionalArguments().join(QLatin1Char(' '))));

    QString error;
    FigureSize size;
    if (!FigureSize::parse(parser.value(QStringLiteral("size")), &size, &error, QStringLiteral("--size")))
        return usage(error);
    if (parser.isSet(QStringLiteral("font"))) {
        bool ok = false;
        size.fontPt = parser.value(QStringLiteral("font")).toDouble(&ok);
        if (!ok)
            return usage(tr("--font: \"%1\" is not a number of points (allowed %2–%3)")
                             .arg(parser.value(QStringLiteral("font")))
                             .arg(FigureSize::kMinFontPt)
                             .arg(FigureSize::kMaxFontPt));
        if (!size.validate(&error, QStringLiteral("--font")))
            return usage(error);
    }
    int dpi = 300, rings = 200, maxPoints = 4096, servers = 0;
    if (!intOption(parser, QStringLiteral("dpi"), FigureExporter::kMinDpi, FigureExporter::kMaxDpi, &dpi, &error)
        || !intOption(parser, QStringLiteral("rings"), figureoptions::kSweepRings.min, figureoptions::kSweepRings.max,
                      &rings, &error)
        || !intOption(parser, QStringLiteral("max-points"), figureoptions::kSweepMaxPoints.min,
                      figureoptions::kSweepMaxPoints.max, &maxPoints, &error)
        || !intOption(parser, QStringLiteral("servers"), figureoptions::kSweepServers.min,
                      figureoptions::kSweepServers.max, &servers, &error))
        return usage(error);
    if (!FigureExporter::validate(size, dpi, &error))
        return usage(QStringLiteral("--size/--dpi: ") + error);
    const QStringList known{QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf"), QStringLiteral("csv"),
                            QStringLiteral("json")};
    QList<FigureExporter::Format> formats;
    for (const QString &f : parser.value(QStringLiteral("formats")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const int index = int(known.indexOf(f.trimmed().toLower()));
        if (index < 0)
            return usage(tr("--formats: \"%1\" is not one of %2").arg(f, known.join(QStringLiteral(", "))));
        if (!formats.contains(FigureExporter::Format(index)))
            formats << FigureExporter::Format(index);
    }
    if (formats.isEmpty())
        return usage(tr("--formats: \"%1\" names no format; give one or more of %2, separated by commas")
                         .arg(parser.value(QStringLiteral("formats")), known.join(QStringLiteral(", "))));

    ringcore::Experiment experiment = ringcore::Experiment::defaultExperiment();
    if (parser.isSet(QStringLiteral("experiment"))) {
        // ringcore's reader: only a regular file within the size cap (never /dev/zero or a FIFO).
        if (!ringcore::ExperimentIo::read(parser.value(QStringLiteral("experiment")), &experiment, &error))
            return usage(tr("--experiment: %1").arg(error));
    }

    // Too large for memory: refused up front, before any figure is computed (exit 2, as for
    // other input out of range), saying what to lower.
    if (!fitsMemory(kind, experiment, &error))
        return usage(parser.isSet(QStringLiteral("experiment"))
                         ? tr("--experiment: %1: %2").arg(parser.value(QStringLiteral("experiment")), error)
                         : error);

    QList<Figure> figures;
    if (kind == QLatin1String("ring") || kind == QLatin1String("all")) {
        auto snapshot = std::make_shared<const ringcore::RingSnapshot>(ringcore::RingSnapshotBuilder::build(experiment));
        if (!snapshot->ok()) {
            // An option or weight the file gave that the algorithm refuses: the file is named.
            QTextStream(stderr) << "ringlab-cli figure: "
                                << (parser.isSet(QStringLiteral("experiment"))
                                        ? tr("--experiment: %1: %2").arg(parser.value(QStringLiteral("experiment")), snapshot->error)
                                        : snapshot->error)
                                << Qt::endl;
            return 1;
        }
        RingRenderState state; // the whole ring, nothing selected
        state.snapshot = snapshot;
        figures << RingPage::figure(snapshot, experiment, state);
    }
    if (kind == QLatin1String("spread") || kind == QLatin1String("all")) {
        SpreadRequest request;
        request.servers = servers > 0 ? servers : std::max<int>(2, int(ringcore::enabledIndices(experiment.servers).size()));
        request.rings = rings;
        request.nearestRings = std::max(20, rings / 4);
        request.maxPoints = maxPoints;
        request.seed = experiment.seed;
        request.algorithm = experiment.algorithm;
        request.experimentServers = experiment.servers;
        request.options = experiment.options;
        request.setKeys(experiment.keys);
        request.keySeed = experiment.seed;
        FigureProgress line(tr("spread sweep"));
        const SpreadData data = SpreadJob::run(request, [&line](int percent) { line.report(percent); });
        if (!data.error.isEmpty()) {
            QTextStream(stderr) << "ringlab-cli figure: " << data.error << Qt::endl;
            return 1;
        }
        figures << SpreadFigures::all(data);
    }
    if (kind == QLatin1String("removal") || kind == QLatin1String("all")) {
        FigureProgress line(tr("removal matrices"));
        const RemovalPair pair = RemovalPage::compute(experiment, RemovalConfig{experiment.algorithm, 0},
                                                      RemovalConfig{QStringLiteral("haproxy"), 1},
                                                      RemovalPage::keysFor(experiment.keys).routed(),
                                                      [&line](int percent) { line.report(percent); });
        figures << RemovalPage::figure(pair);
    }
    if (kind == QLatin1String("compare") || kind == QLatin1String("all")) {
        // The Compare page's keys, caption and note (a sample of a larger experiment named as one).
        const ringcore::KeySample sample = ComparePage::keysFor(experiment.keys);
        FigureProgress line(tr("compare table"));
        const qint64 keys = sample.routed();
        // The Compare page's and ringlab-cli compare's default (it took the middle server, 9051).
        const int removed = ringcore::CompareAnalysis::defaultRemovedIndex(experiment.servers);
        const ringcore::CompareTable table = ringcore::CompareAnalysis::compute(
            experiment.servers, ringcore::KeySource::generated(keys, experiment.seed), std::min<qint64>(keys, 200000), removed,
            ringcore::CompareAnalysis::defaultSettings(),
            [&line](int done, int total) { line.report(100 * done / std::max(1, total)); });
        figures << ComparePage::figures(table, ComparePage::caption(experiment, table), sample);
    }
    if (kind == QLatin1String("advisor") || kind == QLatin1String("all")) {
        ringcore::ProxyConfig config;
        ringcore::ConfigError configError;
        const bool read = parser.isSet(QStringLiteral("config"))
            ? ringcore::ProxyConfigReader::readFile(parser.value(QStringLiteral("config")), {}, &config, &configError)
            : ringcore::ProxyConfigReader::read(nginxUpstream(experiment), QStringLiteral("nginx.conf"), {}, &config,
                                                &configError);
        if (!read)
            return usage(tr("--config: %1").arg(configError.toString()));
        ringcore::AdvisorOptions options;
        options.seed = experiment.seed;
        ringcore::AdviceReport report;
        if (!ringcore::Advisor::advise(config, options, &report, &error)) {
            QTextStream(stderr) << "ringlab-cli figure: " << error << Qt::endl;
            return 1;
        }
        const Figure advice = AdvisorPage::loadFigure(report);
        if (advice.isValid())
            figures << advice;
    }
    if (kind == QLatin1String("live") || (kind == QLatin1String("all") && parser.isSet(QStringLiteral("run")))) {
        if (!parser.isSet(QStringLiteral("run")))
            return usage(tr("--run: the live figure needs a run folder (with results.json)"));
        ringcore::LiveRunResult run;
        if (!ringcore::LiveRunResult::load(parser.value(QStringLiteral("run")), &run, &error))
            return usage(tr("--run: %1").arg(error));
        QList<qint64> counts;
        QList<bool> down;
        int downCount = 0;
        for (const ringcore::BackendCount &c : std::as_const(run.counts)) {
            counts << c.keys;
            down << c.down;
            downCount += c.down;
        }
        if (counts.isEmpty())
            return usage(tr("--run: %1 counts no backend").arg(parser.value(QStringLiteral("run"))));
        // No key answered (a run that did not start): no chart of zeros with a "busiest" of 0 keys.
        if (std::all_of(counts.cbegin(), counts.cend(), [](qint64 c) { return c <= 0; }))
            return usage(tr("--run: no backend answered a key in %1: there is nothing to draw").arg(parser.value(QStringLiteral("run"))));
        const QLocale locale;
        QString caption = tr("%1 live run, %2 keys answered by %3 backends (%4 down); %5")
                              .arg(run.proxy, locale.toString(run.keysMeasured))
                              .arg(counts.size())
                              .arg(downCount)
                              .arg(run.valid ? tr("valid run") : tr("invalid run: %1").arg(run.reasons.join(QStringLiteral("; "))));
        Figure live = BackendBarsView::figure(counts, down, caption);
        live.parameters = QJsonObject{{QStringLiteral("proxy"), run.proxy},
                                      {QStringLiteral("keysMeasured"), double(run.keysMeasured)},
                                      {QStringLiteral("backends"), int(counts.size())},
                                      {QStringLiteral("basePort"), run.basePort},
                                      {QStringLiteral("proxyVersion"), run.proxyVersion},
                                      {QStringLiteral("valid"), run.valid}};
        figures << live;
    }
    if (kind == QLatin1String("traffic")) {
        // The Traffic page's settings saved in the experiment (its defaults without them).
        if (!TrafficJob::validate(experiment, &error))
            return usage(tr("--experiment: traffic.%1").arg(error));
        QTextStream(stderr) << tr("Replaying the traffic through %n algorithm(s)…", nullptr,
                                  int(experiment.traffic.algorithms.size()))
                            << Qt::endl;
        FigureProgress line(tr("traffic replay"));
        const TrafficRunData data = TrafficJob::run(experiment, [&line](int percent) { line.report(percent); });
        for (int i = 0; i < int(data.algorithms.size()); ++i)
            if (!data.errors.value(i).isEmpty())
                QTextStream(stderr) << "ringlab-cli figure: " << data.algorithms[i] << ": " << data.errors[i] << Qt::endl;
        if (data.isEmpty())
            return 1;
        figures << TrafficFigures::all(data);
    }
    if (kind == QLatin1String("gallery") || kind == QLatin1String("all")) {
        QTextStream(stderr) << tr("Computing the gallery (published figures reproduced)…") << Qt::endl;
        FigureProgress line(tr("gallery"));
        figures << Gallery::figures([&line](int done, int total, const QString &) {
            line.report(100 * done / std::max(1, total));
        });
    }
    for (Figure &figure : figures) {
        // The gallery computes its own settings and a live run has its run folder, not the experiment.
        if (figure.experiment.isEmpty() && !figure.name.startsWith(QLatin1String("gallery-"))
            && !figure.name.startsWith(QLatin1String("live-")))
            figure.experiment = experiment.toJson();
        if (parser.isSet(QStringLiteral("no-title")))
            figure.title.clear();
        figure.allSeries = parser.isSet(QStringLiteral("all-series"));
    }
    const QDir out(parser.value(QStringLiteral("out")));
    if (!QDir().mkpath(out.path())) {
        QTextStream(stderr) << "ringlab-cli figure: " << tr("cannot create %1").arg(out.path()) << Qt::endl;
        return 1;
    }
    const QStringList inputs{parser.value(QStringLiteral("experiment")), parser.value(QStringLiteral("config")),
                             parser.isSet(QStringLiteral("run")) ? QDir(parser.value(QStringLiteral("run"))).filePath(QStringLiteral("results.json")) : QString()};
    int written = 0;
    bool refused = false;
    const bool drawn = formats.contains(FigureExporter::Png) || formats.contains(FigureExporter::Svg)
        || formats.contains(FigureExporter::Pdf);
    for (const Figure &figure : std::as_const(figures)) {
        if (!figure.isValid())
            continue;
        // A ring or heatmaps too wide for --size at --font even on a page's height: say which font fits.
        // A figure too large for --size at --font is refused, naming the height it needs and the
        // font that fits; the other figures are still written, and the exit status says 2.
        if (drawn && !FigureExporter::fitsSize(figure, size, &error)) {
            usage(QStringLiteral("--size/--font: ") + error);
            refused = true;
            continue;
        }
        for (FigureExporter::Format format : std::as_const(formats)) {
            if ((format == FigureExporter::Csv || format == FigureExporter::Json) && figure.data.columns.isEmpty())
                continue;
            const QString path = out.filePath(figure.name + QLatin1Char('.') + FigureExporter::suffix(format));
            // Never replace what this command reads (an experiment saved as fig/ring.json).
            if (!ringcore::OutputPath::checkNotInput(QStringLiteral("out"), path, inputs, &error))
                return usage(error);
            QStringList files;
            const bool ok = FigureExporter::write(format, figure, path, size, dpi, &error, &files);
            for (const QString &file : std::as_const(files)) // exactly the files written (a long chart's parts)
                QTextStream(stdout) << file << Qt::endl;
            written += int(files.size());
            if (!ok) {
                QTextStream(stderr) << "ringlab-cli figure: " << ringcore::UserText::forMessage(error) << Qt::endl;
                return 1;
            }
        }
        // Say so when a figure routes fewer (or more) keys than the experiment asks for: its
        // caption names the sample, and so does the terminal.
        const QJsonValue asked = figure.parameters.value(QStringLiteral("keysAsked"));
        const QJsonValue routed = figure.parameters.value(QStringLiteral("keysRouted"));
        if (asked.isDouble() && routed.isDouble()) {
            const ringcore::KeySample sample(qint64(asked.toDouble()), qint64(routed.toDouble()));
            if (!sample.isExact())
                QTextStream(stderr) << tr("%1: %2").arg(figure.name, sample.note()) << Qt::endl;
        }
        // Say so when a figure needed more than one file of --size, or a smaller font (a table).
        const QList<FigurePage> pages = drawn ? FigureRenderer::pages(figure, size) : QList<FigurePage>{{figure, size}};
        if (drawn && !FigureRenderer::fits(pages.first()))
            QTextStream(stderr) << tr("%1: does not fit %2 × %3 in even at 6 pt; the figure says how much more room it "
                                      "needs")
                                       .arg(figure.name)
                                       .arg(size.widthIn, 0, 'g', 3)
                                       .arg(size.heightIn, 0, 'g', 3)
                                << Qt::endl;
        else if (pages.first().figure.captionShown != Figure::CaptionShown::Full)
            QTextStream(stderr) << (pages.first().figure.captionShown == Figure::CaptionShown::None
                                        ? tr("%1: caption left out of the drawing so that it fits %2 × %3 in (it is in "
                                             "the JSON, the SVG's <desc> and the PNG's Description)")
                                        : tr("%1: RingLab's version left out of the caption so that it fits %2 × %3 in "
                                             "(it is in the JSON)"))
                                       .arg(figure.name)
                                       .arg(size.widthIn, 0, 'g', 3)
                                       .arg(size.heightIn, 0, 'g', 3)
                                << Qt::endl;
        else if (pages.size() > 1 || pages.first().size.fontPt < size.fontPt - 1e-9)
            // Not "%n file(s)": English reads "4 files" without a plural translation.
            QTextStream(stderr) << tr("%1: %2 at %3 pt so that every row fits %4 × %5 in")
                                       .arg(figure.name,
                                            pages.size() == 1 ? tr("one file per format")
                                                              : tr("%1 files per format").arg(pages.size()))
                                       .arg(pages.first().size.fontPt, 0, 'g', 3)
                                       .arg(size.widthIn, 0, 'g', 3)
                                       .arg(size.heightIn, 0, 'g', 3)
                                << Qt::endl;
    }
    return refused ? 2 : written > 0 ? 0 : 1;
}

} // namespace ringlab::gui
