#include "figure/figuretool.h"

#include "figure/figureoptions.h"
#include "gui/export/figureexporter.h"
#include "gui/export/figurekind.h"
#include "gui/export/figurerenderer.h"

#include "ringcore/core/numberinput.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/core/outputpath.h"
#include "ringcore/core/usertext.h"
#include "ringcore/experiment/experimentio.h"
#include "ringcore/keys/keysample.h"

#include <QCommandLineParser>
#include <QDir>
#include <QTextStream>

#include <optional>

namespace ringlab::gui {

namespace {

/// The context lupdate files this file's free functions under (translations/*.ts).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui)
};

/// What the command line asks for, checked.
struct ToolOptions
{
    QString kind;
    FigureSize size;
    int dpi = 300;
    QList<FigureExporter::Format> formats;
    FigureRequest request;
    QString outDir;
    bool noTitle = false;
    bool allSeries = false;
};

int usage(const QString &message)
{
    QTextStream(stderr) << "ringlab-cli figure: " << ringcore::UserText::forMessage(message) << Qt::endl;
    return 2;
}

int failure(const QString &message)
{
    if (!message.isEmpty())
        QTextStream(stderr) << "ringlab-cli figure: " << message << Qt::endl;
    return 1;
}

bool intOption(const QCommandLineParser &parser, const QString &name, ringcore::Range range, int *value, QString *error)
{
    if (!parser.isSet(name))
        return true;
    // Whole numbers as every command reads them: plain or grouped by threes ("1,000", "1_000").
    qint64 v = 0;
    if (!ringcore::NumberInput::wholeNumber(parser.value(name), &v) || !range.contains(v)) {
        *error = Tr::tr("--%1: \"%2\" is out of range (allowed %3–%4)")
                     .arg(name, parser.value(name), ringcore::NumberText::integer(range.min),
                          ringcore::NumberText::integer(range.max));
        return false;
    }
    *value = int(v);
    return true;
}

/// --size and --font.
bool parseSize(const QCommandLineParser &parser, FigureSize *size, QString *error)
{
    if (!FigureSize::parse(parser.value(QStringLiteral("size")), size, error, QStringLiteral("--size")))
        return false;
    if (!parser.isSet(QStringLiteral("font")))
        return true;
    if (!ringcore::NumberInput::realNumber(parser.value(QStringLiteral("font")), &size->fontPt)) {
        *error = FigureTool::tr("--font: \"%1\" is not a number of points (allowed %2–%3)")
                     .arg(parser.value(QStringLiteral("font")))
                     .arg(FigureSize::kMinFontPt)
                     .arg(FigureSize::kMaxFontPt);
        return false;
    }
    return size->validate(error, QStringLiteral("--font"));
}

/// --dpi and the spread sweep's --rings, --max-points and --servers.
bool parseNumbers(const QCommandLineParser &parser, ToolOptions *o, QString *error)
{
    FigureRequest &r = o->request;
    if (!intOption(parser, QStringLiteral("dpi"), {FigureExporter::kMinDpi, FigureExporter::kMaxDpi}, &o->dpi, error)
        || !intOption(parser, QStringLiteral("rings"), figureoptions::kSweepRings, &r.rings, error)
        || !intOption(parser, QStringLiteral("max-points"), figureoptions::kSweepMaxPoints, &r.maxPoints, error)
        || !intOption(parser, QStringLiteral("servers"), figureoptions::kSweepServers, &r.servers, error))
        return false;
    if (!FigureExporter::validate(o->size, o->dpi, error)) {
        *error = QStringLiteral("--size/--dpi: ") + *error;
        return false;
    }
    return true;
}

/// --formats: one or more of png, svg, pdf, csv, json, each once, in the order given.
bool parseFormats(const QCommandLineParser &parser, QList<FigureExporter::Format> *formats, QString *error)
{
    const QStringList known{QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf"), QStringLiteral("csv"),
                            QStringLiteral("json")};
    for (const QString &f : parser.value(QStringLiteral("formats")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const int index = int(known.indexOf(f.trimmed().toLower()));
        if (index < 0) {
            *error = FigureTool::tr("--formats: \"%1\" is not one of %2").arg(f, known.join(QStringLiteral(", ")));
            return false;
        }
        if (!formats->contains(FigureExporter::Format(index)))
            *formats << FigureExporter::Format(index);
    }
    if (formats->isEmpty()) {
        *error = FigureTool::tr("--formats: \"%1\" names no format; give one or more of %2, separated by commas")
                     .arg(parser.value(QStringLiteral("formats")), known.join(QStringLiteral(", ")));
        return false;
    }
    return true;
}

/// KIND: one of figureoptions::kinds().
bool parseKind(const QCommandLineParser &parser, QString *kind, QString *error)
{
    const QStringList kinds = figureoptions::kinds();
    *kind = parser.positionalArguments().value(0);
    if (!kinds.contains(*kind)) {
        *error = FigureTool::tr("KIND: \"%1\" is not one of %2").arg(*kind, kinds.join(QStringLiteral(", ")));
        return false;
    }
    if (parser.positionalArguments().size() > 1) {
        *error = FigureTool::tr("KIND: only one kind, got \"%1\"").arg(parser.positionalArguments().join(QLatin1Char(' ')));
        return false;
    }
    return true;
}

/// The options after KIND, --help and the experiment: the exit code when they end the run.
std::optional<int> parseOptions(const QCommandLineParser &parser, ToolOptions *o)
{
    QString error;
    if (!parseKind(parser, &o->kind, &error) || !parseSize(parser, &o->size, &error) || !parseNumbers(parser, o, &error)
        || !parseFormats(parser, &o->formats, &error))
        return usage(error);
    FigureRequest &r = o->request;
    r.experiment = ringcore::Experiment::defaultExperiment();
    if (parser.isSet(QStringLiteral("experiment"))) {
        r.experimentFile = parser.value(QStringLiteral("experiment"));
        // ringcore's reader: only a regular file within the size cap (never /dev/zero or a FIFO).
        if (!ringcore::ExperimentIo::read(r.experimentFile, &r.experiment, &error))
            return usage(FigureTool::tr("--experiment: %1").arg(error));
    }
    if (parser.isSet(QStringLiteral("config")))
        r.configFile = parser.value(QStringLiteral("config"));
    if (parser.isSet(QStringLiteral("run")))
        r.runFolder = parser.value(QStringLiteral("run"));
    o->outDir = parser.value(QStringLiteral("out"));
    o->noTitle = parser.isSet(QStringLiteral("no-title"));
    o->allSeries = parser.isSet(QStringLiteral("all-series"));
    return std::nullopt;
}

/// The kinds KIND names: itself, or for "all" every registered kind that "all" includes.
QList<const FigureKind *> selectKinds(const ToolOptions &o)
{
    QList<const FigureKind *> out;
    for (const FigureKind *kind : figureKinds())
        if (o.kind == QLatin1String("all") ? kind->inAll(o.request) : kind->name() == o.kind)
            out << kind;
    return out;
}

/// Computes every kind's figures in order (after the memory checks of all of them): the exit
/// code of the first that fails, or nothing.
std::optional<int> computeFigures(const QList<const FigureKind *> &kinds, const ToolOptions &o, QList<Figure> *figures)
{
    QString error;
    // Too large for memory: refused up front, before any figure is computed (exit 2, as for
    // other input out of range), saying what to lower.
    for (const FigureKind *kind : kinds)
        if (!kind->fitsMemory(o.request.experiment, &error))
            return usage(o.request.aboutExperiment(error));
    for (const FigureKind *kind : kinds) {
        FigureResult result = kind->compute(o.request);
        if (result.status == FigureResult::Status::BadInput)
            return usage(result.error);
        if (result.status == FigureResult::Status::Failed)
            return failure(result.error);
        for (Figure &figure : result.figures) {
            if (kind->carriesExperiment() && figure.experiment.isEmpty())
                figure.experiment = o.request.experiment.toJson();
            if (o.noTitle)
                figure.title.clear();
            figure.allSeries = o.allSeries;
        }
        *figures << result.figures;
    }
    return std::nullopt;
}

bool isDrawn(const ToolOptions &o)
{
    return o.formats.contains(FigureExporter::Png) || o.formats.contains(FigureExporter::Svg)
        || o.formats.contains(FigureExporter::Pdf);
}

/// Says on stderr when a figure routes fewer (or more) keys than the experiment asks for (its
/// caption names the sample), or needed more than one file of --size, a smaller font or a shorter
/// caption.
void reportFit(const Figure &figure, const ToolOptions &o)
{
    const QJsonValue asked = figure.parameters.value(QStringLiteral("keysAsked"));
    const QJsonValue routed = figure.parameters.value(QStringLiteral("keysRouted"));
    if (asked.isDouble() && routed.isDouble()) {
        const ringcore::KeySample sample(qint64(asked.toDouble()), qint64(routed.toDouble()));
        if (!sample.isExact())
            QTextStream(stderr) << FigureTool::tr("%1: %2").arg(figure.name, sample.note()) << Qt::endl;
    }
    const FigureSize &size = o.size;
    const bool drawn = isDrawn(o);
    const QList<FigurePage> pages = drawn ? FigureRenderer::pages(figure, size) : QList<FigurePage>{{figure, size}};
    QString note;
    if (drawn && !FigureRenderer::fits(pages.first()))
        note = FigureTool::tr("%1: does not fit %2 × %3 in even at 6 pt; the figure says how much more room it needs")
                   .arg(figure.name);
    else if (pages.first().figure.captionShown != Figure::CaptionShown::Full)
        note = (pages.first().figure.captionShown == Figure::CaptionShown::None
                    ? FigureTool::tr("%1: caption left out of the drawing so that it fits %2 × %3 in (it is in "
                                     "the JSON, the SVG's <desc> and the PNG's Description)")
                    : FigureTool::tr("%1: RingLab's version left out of the caption so that it fits %2 × %3 in "
                                     "(it is in the JSON)"))
                   .arg(figure.name);
    else if (pages.size() > 1 || pages.first().size.fontPt < size.fontPt - 1e-9)
        // Not "%n file(s)": English reads "4 files" without a plural translation.
        note = FigureTool::tr("%1: %2 at %3 pt so that every row fits %4 × %5 in")
                   .arg(figure.name,
                        pages.size() == 1 ? FigureTool::tr("one file per format")
                                          : FigureTool::tr("%1 files per format").arg(pages.size()))
                   .arg(pages.first().size.fontPt, 0, 'g', 3);
    if (!note.isEmpty())
        QTextStream(stderr) << note.arg(size.widthIn, 0, 'g', 3).arg(size.heightIn, 0, 'g', 3) << Qt::endl;
}

/// Writes one figure in every format asked for, listing the files on stdout: the exit code when
/// the run must end (a file that could not be written, an output that is an input).
std::optional<int> writeFigure(const Figure &figure, const ToolOptions &o, const QStringList &inputs, int *written)
{
    const QDir out(o.outDir);
    QString error;
    for (FigureExporter::Format format : std::as_const(o.formats)) {
        if ((format == FigureExporter::Csv || format == FigureExporter::Json) && figure.data.columns.isEmpty())
            continue;
        const QString path = out.filePath(figure.name + QLatin1Char('.') + FigureExporter::suffix(format));
        // Never replace what this command reads (an experiment saved as fig/ring.json).
        if (!ringcore::OutputPath::checkNotInput(QStringLiteral("out"), path, inputs, &error))
            return usage(error);
        QStringList files;
        const bool ok = FigureExporter::write(format, figure, path, o.size, o.dpi, &error, &files);
        for (const QString &file : std::as_const(files)) // exactly the files written (a long chart's parts)
            QTextStream(stdout) << file << Qt::endl;
        *written += int(files.size());
        if (!ok)
            return failure(ringcore::UserText::forMessage(error));
    }
    return std::nullopt;
}

/// Writes every figure into --out: 0, 1 when nothing was written or a file failed, 2 when a
/// figure was too large for --size at --font (the others are still written).
int writeFigures(const QList<Figure> &figures, const ToolOptions &o)
{
    if (!QDir().mkpath(QDir(o.outDir).path()))
        return failure(FigureTool::tr("cannot create %1").arg(QDir(o.outDir).path()));
    const FigureRequest &r = o.request;
    const QStringList inputs{r.experimentFile, r.configFile.value_or(QString()),
                             r.runFolder ? QDir(*r.runFolder).filePath(QStringLiteral("results.json")) : QString()};
    int written = 0;
    bool refused = false;
    QString error;
    for (const Figure &figure : figures) {
        if (!figure.isValid())
            continue;
        // A figure too large for --size at --font is refused, naming the height it needs and the
        // font that fits; the other figures are still written, and the exit status says 2.
        if (isDrawn(o) && !FigureExporter::fitsSize(figure, o.size, &error)) {
            usage(QStringLiteral("--size/--font: ") + error);
            refused = true;
            continue;
        }
        if (const std::optional<int> code = writeFigure(figure, o, inputs, &written))
            return *code;
        reportFit(figure, o);
    }
    return refused ? 2 : written > 0 ? 0 : 1;
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
    ToolOptions options;
    if (const std::optional<int> code = parseOptions(parser, &options))
        return *code;
    const QList<const FigureKind *> kinds = selectKinds(options);
    if (kinds.isEmpty())
        return failure(tr("no figure kind \"%1\" is registered").arg(options.kind));
    QList<Figure> figures;
    if (const std::optional<int> code = computeFigures(kinds, options, &figures))
        return *code;
    return writeFigures(figures, options);
}

} // namespace ringlab::gui
