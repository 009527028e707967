// Figures for articles: physical size and font size (DPI only sets resolution), nothing clipped
// or overlapping at any size or DPI, vector heatmaps, no JPEG in PDFs, readable encodings,
// tidy CSV/JSON, and the same drawing at 96 and 300 dpi (RMSE of the blurred images).
#include "support/testpaths.h"

#include "gui/advisor/advisorpage.h"
#include "gui/compare/comparechart.h"
#include "gui/compare/comparepage.h"
#include "gui/export/figureexporter.h"
#include "gui/export/figurerenderer.h"
#include "gui/export/figuresize.h"
#include "gui/gallery/gallery.h"
#include "gui/chart/tablefigure.h"
#include "gui/live/backendbarsview.h"
#include "gui/removal/removalpage.h"
#include "gui/ring/ringpage.h"
#include "gui/ring/ringrenderer.h"
#include "gui/spread/spreadfigures.h"
#include "gui/spread/spreadjob.h"
#include "gui/traffic/trafficfigures.h"
#include "gui/traffic/trafficjob.h"

#include "ringcore/advisor/advisor.h"
#include "ringcore/analysis/comparetable.h"
#include "ringcore/config/proxyconfigreader.h"
#include "ringcore/snapshot/ringsnapshotbuilder.h"
#include "ringcore/experiment/experiment.h"
#include "ringcore/experiment/experimentio.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QDir>
#include <QXmlStreamReader>
#include <QSvgRenderer>
#include <QPainter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QStandardItemModel>
#include <QFile>
#include <QHash>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QPainter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using namespace ringlab::gui;

namespace {

ringcore::Experiment smallExperiment()
{
    ringcore::Experiment e = ringcore::Experiment::defaultExperiment();
    e.servers = e.servers.mid(0, 20);
    e.keys = 20000;
    return e;
}

QList<Figure> pageFigures()
{
    const ringcore::Experiment e = smallExperiment();
    QList<Figure> out;
    SpreadRequest request;
    request.servers = 20;
    request.rings = 20;
    request.nearestRings = 10;
    request.maxPoints = 256;
    request.seed = 1;
    request.algorithm = e.algorithm;
    request.experimentServers = e.servers;
    request.keys = e.keys;
    out << SpreadFigures::all(SpreadJob::run(request));
    out << RemovalPage::figure(RemovalPage::compute(e, RemovalConfig{QStringLiteral("nginx"), 0},
                                                    RemovalConfig{QStringLiteral("haproxy"), 1}, e.keys));
    const ringcore::CompareTable table =
        ringcore::CompareAnalysis::compute(e.servers, ringcore::KeySource::generated(e.keys, 1), e.keys, 10);
    out << ComparePage::figures(table, QStringLiteral("20 servers, 20,000 keys"));
    // The ring as `ringlab-cli figure ring` draws it (the whole ring, no UI text).
    auto snapshot = std::make_shared<const ringcore::RingSnapshot>(ringcore::RingSnapshotBuilder::build(e));
    RingRenderState state;
    state.snapshot = snapshot;
    out << RingPage::figure(snapshot, e, state);
    // The Advisor's load chart for an nginx upstream of the experiment's servers.
    QString text = QStringLiteral("upstream backend {\n    hash $request_uri consistent;\n");
    for (const ringcore::Server &server : e.servers)
        text += QStringLiteral("    server %1;\n").arg(server.address);
    text += QStringLiteral("}\n");
    ringcore::ProxyConfig config;
    ringcore::ConfigError configError;
    ringcore::AdviceReport report;
    QString error;
    if (ringcore::ProxyConfigReader::read(text, QStringLiteral("nginx.conf"), {}, &config, &configError)
        && ringcore::Advisor::advise(config, {}, &report, &error))
        out << AdvisorPage::loadFigure(report);
    // The Live page's export: keys per backend of a run (20 backends, one down).
    QList<qint64> counts;
    QList<bool> down;
    for (int i = 0; i < 20; ++i) {
        counts << (i == 4 ? 0 : 900 + (i * 37) % 250);
        down << (i == 4);
    }
    out << BackendBarsView::figure(counts, down, QStringLiteral("nginx live run, 19,000 keys"));
    // The Traffic page's charts and miss-storm table: the four default proxies through a removal
    // and a re-add.
    ringcore::Experiment traffic = e;
    traffic.traffic.universe = 5000;
    traffic.traffic.requests = 50000;
    traffic.traffic.cacheObjects = 100;
    traffic.traffic.windows = 20;
    traffic.traffic.events = ringcore::ExperimentTraffic::defaultEvents(QStringLiteral("127.0.0.1:9010"));
    out << TrafficFigures::all(TrafficJob::run(traffic));
    return out;
}

/// One of the figures, by name (null when missing).
const Figure *named(const QList<Figure> &figures, const QString &name)
{
    for (const Figure &f : figures)
        if (f.name == name)
            return &f;
    return nullptr;
}

/// Draws the figure with every series but bands in magenta and looks at the pixels under each
/// reference-line label drawn in the plot: *problem names the first label on the data. Returns how
/// many labels were looked at (a label moved to the legend is not drawn in the plot).
int labelsOnData(const Figure &original, const FigureSize &size, int dpi, QString *problem)
{
    bool labelled = false;
    for (const PlotReference &r : original.plot.references)
        labelled = labelled || !r.label.isEmpty();
    if (!labelled)
        return 0;
    Figure figure = original;
    for (PlotSeries &series : figure.plot.series)
        if (series.kind != PlotSeries::Band)
            series.colour = QColor(255, 0, 255);
    const QImage image = FigureExporter::image(figure, size, dpi);
    const QList<TextBox> boxes = FigureRenderer::textBoxes(figure, size, dpi);
    int checked = 0;
    for (const PlotReference &r : figure.plot.references) {
        if (r.label.isEmpty())
            continue;
        for (const TextBox &box : boxes) {
            if (box.text != r.label)
                continue;
            ++checked;
            const QRect rect = box.rect.toAlignedRect().intersected(image.rect());
            for (int y = rect.top(); y <= rect.bottom(); ++y)
                for (int x = rect.left(); x <= rect.right(); ++x) {
                    const QColor c = image.pixelColor(x, y);
                    if (problem->isEmpty() && c.red() - c.green() > 60 && c.blue() - c.green() > 60)
                        *problem = QStringLiteral("%1 at %2 in × %3 in, %4 dpi: \"%5\" on the data at (%6, %7)")
                                       .arg(figure.name).arg(size.widthIn).arg(size.heightIn).arg(dpi).arg(r.label).arg(x).arg(y);
                }
        }
    }
    return checked;
}

/// sRGB channels in [0, 1], Gaussian blur (sigma 2 px, as ImageMagick's -blur 0x2).
std::vector<float> blurred(const QImage &source)
{
    const QImage image = source.convertToFormat(QImage::Format_RGB32);
    const int w = image.width(), h = image.height();
    const double sigma = 2.0;
    const int radius = 6;
    std::vector<double> kernel(2 * radius + 1);
    double sum = 0;
    for (int i = -radius; i <= radius; ++i)
        sum += kernel[size_t(i + radius)] = std::exp(-i * i / (2 * sigma * sigma));
    for (double &k : kernel)
        k /= sum;
    std::vector<float> a(size_t(w) * h * 3), b(a.size());
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const QRgb p = image.pixel(x, y);
            const size_t i = (size_t(y) * w + x) * 3;
            a[i] = qRed(p) / 255.f;
            a[i + 1] = qGreen(p) / 255.f;
            a[i + 2] = qBlue(p) / 255.f;
        }
    for (int pass = 0; pass < 2; ++pass) {
        const std::vector<float> &in = pass == 0 ? a : b;
        std::vector<float> &out = pass == 0 ? b : a;
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x)
                for (int c = 0; c < 3; ++c) {
                    double v = 0;
                    for (int k = -radius; k <= radius; ++k) {
                        const int xx = pass == 0 ? std::clamp(x + k, 0, w - 1) : x;
                        const int yy = pass == 1 ? std::clamp(y + k, 0, h - 1) : y;
                        v += kernel[size_t(k + radius)] * in[(size_t(yy) * w + xx) * 3 + c];
                    }
                    out[(size_t(y) * w + x) * 3 + c] = float(v);
                }
    }
    return a;
}

bool isNiceStep(double step)
{
    const double decade = std::pow(10.0, std::floor(std::log10(step) + 1e-9));
    const double m = step / decade;
    return std::abs(m - 1) < 1e-6 || std::abs(m - 2) < 1e-6 || std::abs(m - 5) < 1e-6;
}

/// How a series reads in grayscale, colour aside: "line", "markers", "line+markers", "area".
QString grayClass(const PlotSeries &s)
{
    switch (s.kind) {
    case PlotSeries::Line: return QStringLiteral("line");
    case PlotSeries::LineMarkers: return QStringLiteral("line+markers");
    case PlotSeries::Scatter: return QStringLiteral("markers");
    case PlotSeries::Band: return QStringLiteral("band");
    case PlotSeries::Bars: return QStringLiteral("bars");
    case PlotSeries::ErrorBars: return QStringLiteral("error bars");
    }
    return QString();
}

/// Whether two series of one figure can be told apart without colour: a different kind, marker
/// shape, marker outline or dash pattern; areas (bars, bands) by a gray level 40 apart.
bool distinctInGray(const PlotSeries &a, const PlotSeries &b)
{
    if (grayClass(a) != grayClass(b))
        return true;
    const bool markers = a.kind == PlotSeries::Scatter || a.kind == PlotSeries::LineMarkers;
    const bool lines = a.kind == PlotSeries::Line || a.kind == PlotSeries::LineMarkers;
    if (markers && (a.marker != b.marker || a.open != b.open))
        return true;
    if (lines && (a.dash != b.dash || std::abs(a.lineWidthPt - b.lineWidthPt) >= 0.5))
        return true;
    if (a.kind == PlotSeries::Bars || a.kind == PlotSeries::Band)
        return a.colour.isValid() && b.colour.isValid() && std::abs(qGray(a.colour.rgb()) - qGray(b.colour.rgb())) >= 40;
    return false;
}

} // namespace

class TestFigureLayout : public QObject
{
    Q_OBJECT
    QList<Figure> m_figures;

private slots:
    void initTestCase()
    {
        m_figures = pageFigures();
        QVERIFY2(m_figures.size() >= 10, qPrintable(QString::number(m_figures.size())));
        QVERIFY(named(m_figures, QStringLiteral("ring")) && named(m_figures, QStringLiteral("ring"))->paint);
        QVERIFY(named(m_figures, QStringLiteral("advisor-load")) && !named(m_figures, QStringLiteral("advisor-load"))->plot.isEmpty());
        // The traffic kind: busiest, hit ratio, the storm table and the requests of each of the four proxies.
        for (const char *name : {"traffic-busiest", "traffic-hit-ratio", "traffic-storms", "traffic-requests-nginx",
                                 "traffic-requests-haproxy", "traffic-requests-envoy-ring", "traffic-requests-maglev"})
            QVERIFY2(named(m_figures, QLatin1String(name)), name);
        QCOMPARE(named(m_figures, QStringLiteral("traffic-hit-ratio"))->plot.series.size(), 4);
        QCOMPARE(named(m_figures, QStringLiteral("traffic-hit-ratio"))->plot.references.size(), 2); // the two events
        const QList<Figure> gallery = Gallery::figures();
        QVERIFY2(gallery.size() >= 11, qPrintable(QString::number(gallery.size())));
        m_figures << gallery;
    }

    void parsesSizes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("width");
        QTest::addColumn<double>("height");
        QTest::newRow("in") << QStringLiteral("7x4.5in") << 7.0 << 4.5;
        QTest::newRow("mm") << QStringLiteral("89x60mm") << 89 / 25.4 << 60 / 25.4;
        QTest::newRow("pt") << QStringLiteral("504x324pt") << 7.0 << 4.5;
        QTest::newRow("px") << QStringLiteral("672x432") << 7.0 << 4.5;
        QTest::newRow("column") << QStringLiteral("column") << 3.5 << 2.45;
        QTest::newRow("double") << QStringLiteral("double") << 7.2 << 4.5;
        QTest::newRow("slide") << QStringLiteral("slide") << 13.33 << 7.5;
    }
    void parsesSizes()
    {
        QFETCH(QString, text);
        QFETCH(double, width);
        QFETCH(double, height);
        FigureSize size;
        QString error;
        QVERIFY2(FigureSize::parse(text, &size, &error), qPrintable(error));
        QVERIFY(std::abs(size.widthIn - width) < 1e-9);
        QVERIFY(std::abs(size.heightIn - height) < 1e-9);
        QVERIFY(size.fontPt >= 8 && size.fontPt <= 18);
    }
    void refusesBadSizes_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *bad : {"", "7", "7x", "x4", "0x4in", "7x4.5furlong", "-3x2in", "100x4in", "7x0.3in", "nan x 3"})
            QTest::newRow(bad) << QString::fromLatin1(bad);
    }
    void refusesBadSizes()
    {
        QFETCH(QString, text);
        FigureSize size;
        QString error;
        QVERIFY(!FigureSize::parse(text, &size, &error));
        QVERIFY2(error.contains(QLatin1String("--size")), qPrintable(error));
    }

    // A reference line's label (e.g. "fair share") never sits on the data: its box holds no pixel
    // of any series' line or marker, for every figure with a labelled reference, at every preset.
    // The series are drawn magenta (colours do not change the layout) and the label's box is
    // searched for magenta pixels.
    void referenceLabelsOffTheData()
    {
        int checked = 0;
        for (const Figure &figure : std::as_const(m_figures))
            for (const QString &preset : {QStringLiteral("column"), QStringLiteral("double"), QStringLiteral("slide")}) {
                FigureSize size;
                QVERIFY(FigureSize::preset(preset, &size));
                QString problem;
                checked += labelsOnData(figure, size, 96, &problem);
                QVERIFY2(problem.isEmpty(), qPrintable(problem));
            }
        QVERIFY2(checked >= 6, qPrintable(QString::number(checked))); // spread-busiest, traffic, gallery, advisor
    }

    // docs/figures/traffic/zipf-traffic-hit-ratio.png: the hit ratio of all four proxies runs along
    // the top of the plot (about 90-97 %) across both event lines, which is where a vertical line's
    // label used to go ("remove :9042" drawn on the curves). The experiment the docs render, a tenth
    // of its requests and universe so that it runs in a second; labels checked at the docs' column
    // size and 150 dpi, and at 96 and 300 dpi.
    void eventLabelsOffTheHitRatioCurves()
    {
        ringcore::Experiment e;
        QString error;
        QVERIFY2(ringcore::ExperimentIo::read(ringlab::test::dataFile(QStringLiteral("traffic/zipf-9042.ringlab")), &e, &error),
                 qPrintable(error));
        e.traffic.requests /= 10;
        e.traffic.universe /= 10;
        e.traffic.cacheObjects /= 10;
        QVERIFY2(TrafficJob::validate(e, &error), qPrintable(error));
        const TrafficRunData data = TrafficJob::run(e);
        const Figure figure = TrafficFigures::hitRatio(data);
        QCOMPARE(figure.plot.references.size(), 2);
        // The curves do run where the old label sat: above 85 % from the first event on.
        for (const PlotSeries &s : figure.plot.series)
            for (const QPointF &p : s.points)
                if (p.x() >= figure.plot.references.first().value)
                    QVERIFY2(p.y() > 85, qPrintable(QStringLiteral("%1 at %2: %3").arg(s.id).arg(p.x()).arg(p.y())));
        FigureSize size;
        QVERIFY(FigureSize::preset(QStringLiteral("column"), &size));
        for (int dpi : {96, 150, 300}) {
            QString problem;
            QCOMPARE(labelsOnData(figure, size, dpi, &problem), 2);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
        // Neither label lies across the other event's line ("remove :9042" ran over "add :9042"'s).
        const FigurePage page = FigureRenderer::pages(figure, size).first();
        const PlotFrame frame = FigureRenderer::plotFrame(page.figure, page.size);
        for (const TextBox &b : FigureRenderer::textBoxes(page.figure, page.size, 96))
            for (int i = 0; i < figure.plot.references.size(); ++i) {
                const PlotReference &r = figure.plot.references[i];
                const double x = frame.map(r.value, frame.yMin).x();
                if (b.text.size() < 3 || b.text == r.label || !figure.plot.references[1 - i].label.startsWith(b.text))
                    continue;
                QVERIFY2(x <= b.rect.left() || x >= b.rect.right(),
                         qPrintable(QStringLiteral("\"%1\" lies across the line at %2").arg(b.text, r.label)));
            }
    }

    // Issue 34 item 4: on the 0-100 % axis the four hit-ratio curves lay on each other near the
    // top and the dips at the events were invisible. The axis is zoomed to the data: the curves
    // span at least 40 % of the plot's height, and every point is inside it.
    void hitRatioAxisZoomedToTheData()
    {
        ringcore::Experiment e;
        QString error;
        QVERIFY2(ringcore::ExperimentIo::read(ringlab::test::dataFile(QStringLiteral("traffic/zipf-9042.ringlab")), &e, &error),
                 qPrintable(error));
        e.traffic.requests /= 10;
        e.traffic.universe /= 10;
        e.traffic.cacheObjects /= 10;
        const Figure figure = TrafficFigures::hitRatio(TrafficJob::run(e));
        FigureSize size;
        QVERIFY(FigureSize::preset(QStringLiteral("column"), &size));
        const PlotFrame frame = FigureRenderer::plotFrame(figure, size);
        double top = frame.plotRect.bottom(), bottom = frame.plotRect.top();
        for (const PlotSeries &s : figure.plot.series)
            for (const QPointF &p : s.points) {
                const double y = frame.map(p.x(), p.y()).y();
                QVERIFY2(y >= frame.plotRect.top() - 0.5 && y <= frame.plotRect.bottom() + 0.5, qPrintable(s.id));
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
        QVERIFY2(bottom - top >= 0.4 * frame.plotRect.height(),
                 qPrintable(QStringLiteral("the curves span %1 of %2 units (axis %3-%4 %)")
                                .arg(bottom - top).arg(frame.plotRect.height()).arg(frame.yMin).arg(frame.yMax)));
    }

    // Issue 34 item 4: spread-cv's y tick labels "2" and "1" touched at the top. Every y tick
    // label drawn stands clear of its neighbours (a sixth of a line at least).
    void yTickLabelsApart()
    {
        int checked = 0;
        for (const Figure &f : std::as_const(m_figures)) {
            if (f.plot.isEmpty() || !f.plot.y.categories.isEmpty())
                continue;
            for (const char *preset : {"column", "double"}) {
                FigureSize size;
                QVERIFY(FigureSize::preset(QString::fromLatin1(preset), &size));
                const FigurePage page = FigureRenderer::pages(f, size).first();
                const int dpi = 300;
                const double scale = dpi / 96.0;
                const QRectF plot = FigureRenderer::plotRect(page.figure, page.size);
                const QRectF r(plot.topLeft() * scale, plot.size() * scale);
                static const QRegularExpression number(QStringLiteral("^[−\\-]?[0-9][0-9.,\\s]*[%×]?$"));
                QList<QRectF> labels;
                for (const TextBox &b : FigureRenderer::textBoxes(page.figure, page.size, dpi))
                    if (b.rect.right() <= r.left() + 1 && b.rect.center().y() >= r.top() - b.rect.height()
                        && b.rect.center().y() <= r.bottom() + b.rect.height() && number.match(b.text.trimmed()).hasMatch())
                        labels << b.rect;
                std::sort(labels.begin(), labels.end(), [](const QRectF &a, const QRectF &b) { return a.top() < b.top(); });
                for (int i = 1; i < labels.size(); ++i) {
                    const double gap = labels[i].top() - labels[i - 1].bottom();
                    QVERIFY2(gap >= labels[i].height() / 6 - 1,
                             qPrintable(QStringLiteral("%1 at %2: y labels %3 px apart").arg(f.name, QString::fromLatin1(preset)).arg(gap)));
                    ++checked;
                }
            }
        }
        QVERIFY2(checked >= 50, qPrintable(QString::number(checked)));
    }

    // Issue 34 item 4: the heatmaps' colour bar showed white seams between its steps in an SVG
    // viewer (each step ended where the next began, and antialiased edges let the white through).
    // The SVG as QSvgRenderer draws it: going down the bar it only gets darker, no lighter line.
    void heatmapBarHasNoSeams()
    {
        const Figure *f = named(m_figures, QStringLiteral("removal-heatmaps"));
        QVERIFY(f);
        FigureSize size;
        QVERIFY(FigureSize::preset(QStringLiteral("double"), &size));
        QTemporaryDir dir;
        QString error;
        const QString path = dir.filePath(QStringLiteral("heatmaps.svg"));
        QVERIFY2(FigureExporter::writeSvg(*f, path, size, &error), qPrintable(error));
        QSvgRenderer svg(path);
        QVERIFY(svg.isValid());
        const double scale = 4;
        QImage image((size.units() * scale).toSize(), QImage::Format_ARGB32);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            svg.render(&painter);
        }
        const QList<QRectF> drawings = FigureRenderer::drawings(*f, size);
        QVERIFY(!drawings.isEmpty());
        // The body's drawings are in body coordinates: find the bar as the first strongly coloured
        // column right of the last heatmap, at the heatmap's middle height.
        const QRectF last = drawings.last();
        const int y0 = int((last.top() + 3) * scale), y1 = int((last.bottom() - 3) * scale);
        int barX = -1;
        for (int x = int((last.right() + 4) * scale); x < image.width() && barX < 0; ++x) {
            int coloured = 0;
            for (int y = y0; y < y1; y += 4)
                coloured += QColor(image.pixel(x, y)).hsvSaturation() > 80;
            if (coloured * 4 > (y1 - y0) * 9 / 10)
                barX = x + 3;
        }
        QVERIFY2(barX > 0, "no colour bar right of the heatmaps");
        int seams = 0;
        for (int y = y0 + 1; y < y1 - 1; ++y) {
            const int g = qGray(image.pixel(barX, y));
            seams += g > qGray(image.pixel(barX, y - 1)) + 12 && g > qGray(image.pixel(barX, y + 1)) + 12;
        }
        QCOMPARE(seams, 0);
    }

    // Issue 34 item 4: the column removal heatmaps had no tick labels saying which server is which
    // row, and panel labels larger than the data. At the column size: the first, middle and last
    // servers named left of the first heatmap's rows and under each heatmap's columns, and each
    // panel's label no wider than its panel.
    void heatmapTicksNameTheServers()
    {
        const Figure *f = named(m_figures, QStringLiteral("removal-heatmaps"));
        QVERIFY(f);
        FigureSize size;
        QVERIFY(FigureSize::preset(QStringLiteral("column"), &size));
        const FigurePage page = FigureRenderer::pages(*f, size).first();
        QCOMPARE(page.size.heightIn, size.heightIn);
        const QList<QRectF> drawings = FigureRenderer::drawings(page.figure, page.size);
        QCOMPARE(drawings.size(), 2);
        const QList<TextBox> boxes = FigureRenderer::textBoxes(page.figure, page.size, 96);
        static const QRegularExpression port(QStringLiteral("^[0-9]+$"));
        int rowLabels = 0;
        QList<int> columnLabels(drawings.size(), 0);
        for (const TextBox &b : boxes) {
            if (!port.match(b.text).hasMatch())
                continue;
            const QRectF &first = drawings.first();
            if (b.rect.right() <= first.left() + 0.5 && b.rect.center().y() > first.top() && b.rect.center().y() < first.bottom())
                ++rowLabels;
            for (int i = 0; i < drawings.size(); ++i)
                columnLabels[i] += b.rect.top() >= drawings[i].bottom() - 0.5 && b.rect.center().x() > drawings[i].left()
                    && b.rect.center().x() < drawings[i].right();
        }
        QCOMPARE(rowLabels, 3);
        for (int i = 0; i < drawings.size(); ++i)
            QVERIFY2(columnLabels[i] >= 2, qPrintable(QString::number(columnLabels[i])));
        // Every text above a heatmap (its panel's label) is no wider than the panel and its gap.
        for (const TextBox &b : boxes)
            for (const QRectF &d : drawings)
                if (b.rect.bottom() <= d.top() + 0.5 && b.rect.bottom() >= d.top() - 2.5 * b.rect.height()
                    && !page.figure.title.contains(b.text) && b.rect.center().x() > d.left() && b.rect.center().x() < d.right())
                    QVERIFY2(b.rect.width() <= 1.5 * d.width(), qPrintable(b.text));
    }

    void pngPixelsFollowDpi()
    {
        const FigureSize size{7, 4.5, 9};
        const Figure &figure = m_figures.first();
        for (int dpi : {72, 96, 150, 300}) {
            const QImage image = FigureExporter::image(figure, size, dpi);
            QCOMPARE(image.size(), QSize(qRound(7.0 * dpi), qRound(4.5 * dpi)));
            QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), dpi);
        }
        QString error;
        QVERIFY(!FigureExporter::validate(FigureSize{40, 30, 9}, 600, &error)); // 24,000 px wide
        QVERIFY2(error.contains(QLatin1String("DPI")), qPrintable(error));
    }

    // Every text box inside the canvas, none overlapping, nothing elided, for every figure at
    // every DPI and preset.
    // The exported ring says what its layers are (r16 G9: the page's hint line is not part of the
    // figure): a key beside or under the ring, one entry per layer the scheme draws, its text on
    // white (not over the ring), at the column and the double size.
    void ringFigureHasAKey_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QStringList>("entries");
        QTest::addColumn<QStringList>("absent");
        const QString dot = QStringLiteral("dot: a key, in its server's colour");
        const QString tick = QStringLiteral("tick: a point, in its server's colour");
        QTest::newRow("nginx") << QStringLiteral("nginx")
                               << QStringList{tick, QStringLiteral("band: the arc each server owns"), dot} << QStringList{};
        QTest::newRow("maglev") << QStringLiteral("maglev")
                                << QStringList{QStringLiteral("band: the lookup table's slots, by server"), dot}
                                << QStringList{QStringLiteral("tick:")};
        QTest::newRow("jump") << QStringLiteral("jump")
                              << QStringList{QStringLiteral("band: each server's share (no positions)"), dot}
                              << QStringList{QStringLiteral("tick:")};
    }
    void ringFigureHasAKey()
    {
        QFETCH(QString, algorithm);
        QFETCH(QStringList, entries);
        QFETCH(QStringList, absent);
        ringcore::Experiment e = smallExperiment();
        e.algorithm = algorithm;
        auto snapshot = std::make_shared<const ringcore::RingSnapshot>(ringcore::RingSnapshotBuilder::build(e));
        QVERIFY2(snapshot->ok(), qPrintable(snapshot->error));
        RingRenderState state;
        state.snapshot = snapshot;
        const Figure figure = RingPage::figure(snapshot, e, state);
        for (const QString &preset : {QStringLiteral("column"), QStringLiteral("double")}) {
            FigureSize size;
            QVERIFY(FigureSize::preset(preset, &size));
            const int dpi = 150;
            const QList<TextBox> boxes = FigureRenderer::textBoxes(figure, size, dpi);
            // The key's lines in the order drawn, joined: every entry whole, however it wrapped.
            QStringList texts;
            for (const TextBox &box : boxes)
                texts << box.text;
            const QString all = texts.join(QLatin1Char(' '));
            for (const QString &entry : std::as_const(entries))
                QVERIFY2(all.contains(entry), qPrintable(QStringLiteral("%1: \"%2\" not in: %3").arg(preset, entry, all)));
            for (const QString &entry : std::as_const(absent))
                QVERIFY2(!all.contains(entry), qPrintable(QStringLiteral("%1: \"%2\" in: %3").arg(preset, entry, all)));
            // Drawn on white, clear of the ring: no server colour under the key's words (the text
            // is black, its edges grey).
            const QImage image = FigureExporter::image(figure, size, dpi);
            int keyBoxes = 0;
            for (const TextBox &box : boxes) {
                bool inKey = false;
                for (const QString &entry : std::as_const(entries))
                    inKey = inKey || entry.contains(box.text.trimmed());
                if (!inKey || box.text.trimmed().isEmpty())
                    continue;
                ++keyBoxes;
                const QRect rect = box.rect.toAlignedRect().adjusted(1, 1, -1, -1).intersected(image.rect());
                for (int y = rect.top(); y <= rect.bottom(); ++y)
                    for (int x = rect.left(); x <= rect.right(); ++x) {
                        const QColor c = image.pixelColor(x, y);
                        const int chroma = std::max({c.red(), c.green(), c.blue()}) - std::min({c.red(), c.green(), c.blue()});
                        QVERIFY2(chroma < 60, qPrintable(QStringLiteral("%1: colour %2 under \"%3\" at (%4, %5)")
                                                             .arg(preset, c.name(), box.text).arg(x).arg(y)));
                    }
            }
            QVERIFY(keyBoxes >= entries.size());
        }
    }

    // The ring figure of jump (and every scheme without ring points) said "20 servers, 0 points,
    // 20,000 keys", and Maglev's "65,537 points": the caption says what the scheme keeps, as the
    // Numbers panel does (table slots; none, decided per key).
    void ringFigureCaptionSaysWhatTheSchemeKeeps()
    {
        int decisions = 0, tables = 0, rings = 0;
        const QLocale locale;
        for (const ringcore::AlgorithmInfo &info : ringcore::AlgorithmRegistry::all()) {
            ringcore::Experiment e = smallExperiment();
            e.algorithm = info.name;
            auto snapshot = std::make_shared<const ringcore::RingSnapshot>(ringcore::RingSnapshotBuilder::build(e));
            if (!snapshot->ok())
                continue; // e.g. Traffic Server, which refuses 20 parents on one host name
            RingRenderState state;
            state.snapshot = snapshot;
            const QString caption = RingPage::figure(snapshot, e, state).caption;
            const QString where = info.name + QStringLiteral(": ") + caption;
            // (No translator here: "20 server(s)", as the .ts gives English its plural forms.)
            QVERIFY2(caption.startsWith(QStringLiteral("20 server")) && caption.contains(QStringLiteral("20,000 key")),
                     qPrintable(where));
            QVERIFY2(!caption.contains(QRegularExpression(QStringLiteral("(^|\\D)0 point"))), qPrintable(where));
            switch (snapshot->rule) {
            case ringcore::LookupKind::Decision:
                ++decisions;
                QCOMPARE(info.structure, ringcore::AlgorithmInfo::Structure::Decision);
                QVERIFY2(caption.contains(QStringLiteral("no ring points (decides per key)")), qPrintable(where));
                QVERIFY2(!caption.contains(QStringLiteral("slot")), qPrintable(where));
                break;
            case ringcore::LookupKind::Table:
                ++tables;
                QVERIFY2(caption.contains(locale.toString(qulonglong(snapshot->table.size())) + QStringLiteral(" table slot")),
                         qPrintable(where));
                QVERIFY2(!caption.contains(QStringLiteral("point")), qPrintable(where));
                break;
            case ringcore::LookupKind::NextPoint:
            case ringcore::LookupKind::NearestPoint:
                ++rings;
                QVERIFY2(snapshot->pointCount > 0, qPrintable(where));
                QVERIFY2(caption.contains(locale.toString(qulonglong(snapshot->pointCount)) + QStringLiteral(" point")),
                         qPrintable(where));
                break;
            }
        }
        // jump, rendezvous, anchor, … ; Maglev, modulo; nginx, ketama, …
        QVERIFY(decisions >= 5 && tables >= 2 && rings >= 5);
    }

    void textBoxesInsideAndApart_data()
    {
        QTest::addColumn<int>("figure");
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("dpi");
        for (int i = 0; i < m_figures.size(); ++i)
            for (const QString &preset : FigureSize::presetNames())
                for (int dpi : {72, 96, 150, 300, 600})
                    QTest::addRow("%s/%s/%d", qPrintable(m_figures[i].name), qPrintable(preset), dpi) << i << preset << dpi;
    }
    void textBoxesInsideAndApart()
    {
        QFETCH(int, figure);
        QFETCH(QString, preset);
        QFETCH(int, dpi);
        FigureSize size;
        QVERIFY(FigureSize::preset(preset, &size));
        // Every page as it is exported (taller when the layout needs it, a long category chart in parts).
        for (const FigurePage &page : FigureRenderer::pages(m_figures[figure], size)) {
            const Figure &f = page.figure;
            const QList<TextBox> boxes = FigureRenderer::textBoxes(f, page.size, dpi);
            // At least title, caption and something in the body (the ring's body is a drawing).
            QVERIFY(boxes.size() >= (f.paint ? 2 : 3));
            const QRectF canvas(QPointF(0, 0), QSizeF(page.size.pixels(dpi)));
            const double tolerance = 0.5 * dpi / 96.0;
            for (const TextBox &box : boxes) {
                QVERIFY2(canvas.adjusted(-tolerance, -tolerance, tolerance, tolerance).contains(box.rect),
                         qPrintable(QStringLiteral("\"%1\" at %2,%3 %4×%5 leaves the %6×%7 canvas")
                                        .arg(box.text)
                                        .arg(box.rect.x()).arg(box.rect.y()).arg(box.rect.width()).arg(box.rect.height())
                                        .arg(canvas.width()).arg(canvas.height())));
                QVERIFY2(!box.text.endsWith(QChar(0x2026)), qPrintable(box.text)); // never elided
            }
            for (int i = 0; i < boxes.size(); ++i)
                for (int j = i + 1; j < boxes.size(); ++j) {
                    const QRectF overlap = boxes[i].rect.intersected(boxes[j].rect);
                    QVERIFY2(overlap.width() <= tolerance || overlap.height() <= tolerance,
                             qPrintable(QStringLiteral("\"%1\" overlaps \"%2\"").arg(boxes[i].text, boxes[j].text)));
                }
        }
    }

    // Every registered system's default is a marker on the Spread charts (AlgorithmInfo::spreadMarkers),
    // each with a shape and colour pair no other series of the figure has; proxies without points
    // (Caddy, rendezvous hashing) are named in the caption instead.
    void spreadMarkersFromTheRegistry()
    {
        QStringList expected;
        QStringList without;
        for (const ringcore::AlgorithmInfo &info : ringcore::AlgorithmRegistry::all()) {
            for (int i = 0; i < info.spreadMarkers.size(); ++i)
                expected << info.name;
            if (info.spreadWithoutPoints)
                without << QString::fromUtf8(info.spreadWithoutPoints);
        }
        for (const char *name : {"nginx", "haproxy", "envoy-ring", "maglev", "varnish-shard", "trafficserver",
                                 "twemproxy-ketama", "dnsdist-chashed"})
            QVERIFY2(expected.contains(QString::fromLatin1(name)), name);
        QVERIFY(without.contains(QStringLiteral("Caddy (rendezvous/HRW)")));
        const QList<ProxyMarker> markers = SpreadJob::markers(100);
        QStringList built;
        for (const ProxyMarker &m : markers)
            built << m.algorithm;
        QCOMPARE(built, expected);
        // Points per server as each system builds them for 100 equal servers.
        auto pointsOf = [&](const QString &label) {
            for (const ProxyMarker &m : markers)
                if (m.label.startsWith(label))
                    return m.points;
            return -1.0;
        };
        QCOMPARE(pointsOf(QStringLiteral("nginx")), 160.0);
        QCOMPARE(pointsOf(QStringLiteral("HAProxy w10 ")), 160.0);
        QCOMPARE(pointsOf(QStringLiteral("Varnish shard")), 67.0);
        QCOMPARE(pointsOf(QStringLiteral("Traffic Server")), 1024.0);
        QCOMPARE(pointsOf(QStringLiteral("twemproxy ketama")), 156.0);
        QCOMPARE(pointsOf(QStringLiteral("dnsdist chashed")), 1.0);
        QCOMPARE(pointsOf(QStringLiteral("twemproxy ketama")), 156.0);
        for (const ProxyMarker &m : markers)
            QVERIFY2(m.label.contains(QRegularExpression(QStringLiteral("\\(\\d"))) && !m.label.contains(QLatin1Char('%')),
                     qPrintable(m.label));

        for (const char *name : {"spread-cv", "spread-busiest", "spread-quietest"}) {
            const Figure *f = named(m_figures, QString::fromLatin1(name));
            QVERIFY2(f, name);
            QStringList pairs;
            int markerSeries = 0;
            for (const PlotSeries &s : f->plot.series) {
                if (s.kind != PlotSeries::Scatter && s.kind != PlotSeries::LineMarkers)
                    continue;
                markerSeries += s.id == QStringLiteral("marker");
                const QString pair = s.colour.name() + QLatin1Char('/') + QString::number(int(s.marker));
                QVERIFY2(!pairs.contains(pair), qPrintable(QStringLiteral("%1: %2 repeats %3").arg(QString::fromLatin1(name), s.name, pair)));
                pairs << pair;
            }
            QCOMPARE(markerSeries, int(expected.size()));
            QVERIFY2(f->caption.contains(QStringLiteral("Caddy (rendezvous/HRW)")), qPrintable(f->caption));
        }
    }

    // A figure has a physical size: its PNG at D dpi is round(W·D) × round(H·D) pixels, for every
    // kind, preset and DPI, and it is the size asked for: a table takes its font down to 6 pt and
    // then is split, a category chart is split, a chart with optional series (the Spread charts'
    // other systems) leaves them out; nothing is drawn taller.
    void pngHasThePhysicalSize_data()
    {
        QTest::addColumn<int>("figure");
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("dpi");
        for (int i = 0; i < m_figures.size(); ++i)
            for (const QString &preset : FigureSize::presetNames())
                for (int dpi : {72, 96, 150, 300})
                    QTest::addRow("%s/%s/%d", qPrintable(m_figures[i].name), qPrintable(preset), dpi) << i << preset << dpi;
    }
    void pngHasThePhysicalSize()
    {
        QFETCH(int, figure);
        QFETCH(QString, preset);
        QFETCH(int, dpi);
        FigureSize size;
        QVERIFY(FigureSize::preset(preset, &size));
        const Figure &f = m_figures[figure];
        const QList<FigurePage> pages = FigureRenderer::pages(f, size);
        QVERIFY(!pages.isEmpty());
        if (f.plot.y.categories.isEmpty() && f.table.isEmpty())
            QCOMPARE(pages.size(), 1);
        // An author's column is a fixed box (issue 34): every page of every kind is exactly the size
        // asked for and fits it; only a table's font goes down (to 6 pt) before it is split, and
        // only tables and category charts are split into parts.
        for (const FigurePage &page : pages) {
            QCOMPARE(page.size.widthIn, size.widthIn);
            QVERIFY2(std::abs(page.size.heightIn - size.heightIn) < 1e-9,
                     qPrintable(QStringLiteral("%1 at %2: %3 in tall").arg(f.name, preset).arg(page.size.heightIn)));
            if (f.table.isEmpty())
                QCOMPARE(page.size.fontPt, size.fontPt);
            else
                QVERIFY2(page.size.fontPt <= size.fontPt && page.size.fontPt >= FigureRenderer::kMinTableFontPt - 1e-9,
                         qPrintable(QString::number(page.size.fontPt)));
            QVERIFY2(FigureRenderer::fits(page), qPrintable(QStringLiteral("%1 at %2 does not fit").arg(page.figure.name, preset)));
            QCOMPARE(FigureExporter::image(page.figure, page.size, dpi).size(), page.size.pixels(dpi));
        }
        if (dpi != 72)
            return;
        // The files as written: exactly these, one per page, each of its size, every row in one of them.
        QTemporaryDir dir;
        QString error;
        const QString path = dir.filePath(f.name + QStringLiteral(".png"));
        QStringList files;
        QVERIFY2(FigureExporter::writePng(f, path, size, dpi, &error, &files), qPrintable(error));
        QCOMPARE(files.size(), pages.size());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), pages.size());
        QStringList rows;
        QList<QStringList> tableRows;
        for (int i = 0; i < pages.size(); ++i) {
            const QString expected = pages.size() == 1 ? path : dir.filePath(f.name + QStringLiteral("-part%1.png").arg(i + 1));
            QCOMPARE(files[i], expected);
            QCOMPARE(QImage(files[i]).size(), pages[i].size.pixels(dpi));
            rows << pages[i].figure.plot.y.categories;
            tableRows << pages[i].figure.table.shown;
        }
        QCOMPARE(rows, f.plot.y.categories);
        QCOMPARE(tableRows, f.table.shown);
    }

    // The Traffic page's figures at every preset and DPI (issue 19): in traffic-busiest no text
    // lies on a bar (the hot-key floor is a dashed line named in the legend, not a label drawn
    // over the first row's bars), and traffic-storms is drawn as a table, never the "does not
    // fit" note, every column's title and every row's numbers shown.
    void trafficFiguresFit_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("dpi");
        for (const QString &preset : FigureSize::presetNames())
            for (int dpi : {72, 96, 150, 300, 600})
                QTest::addRow("%s/%d", qPrintable(preset), dpi) << preset << dpi;
    }
    void trafficFiguresFit()
    {
        QFETCH(QString, preset);
        QFETCH(int, dpi);
        FigureSize size;
        QVERIFY(FigureSize::preset(preset, &size));

        const Figure *busiest = named(m_figures, QStringLiteral("traffic-busiest"));
        QVERIFY(busiest);
        QVERIFY(busiest->plot.references.isEmpty());
        const QImage image = FigureExporter::image(*busiest, size, dpi);
        QVERIFY(!image.isNull());
        QList<QColor> bars;
        for (const PlotSeries &s : busiest->plot.series)
            if (s.kind == PlotSeries::Bars)
                bars << s.colour;
        QCOMPARE(bars.size(), 2);
        bool floorNamed = false;
        for (const TextBox &box : FigureRenderer::textBoxes(*busiest, size, dpi)) {
            floorNamed = floorNamed || box.text.startsWith(QStringLiteral("hot-key floor"));
            // Pixels of a bar's colour (within antialiasing) inside the text's box: a bar under it.
            const QRect r = box.rect.toAlignedRect().intersected(image.rect());
            int onBar = 0;
            for (int y = r.top(); y <= r.bottom(); ++y)
                for (int x = r.left(); x <= r.right(); ++x) {
                    const QColor p = image.pixelColor(x, y);
                    for (const QColor &c : bars)
                        onBar += std::abs(p.red() - c.red()) + std::abs(p.green() - c.green()) + std::abs(p.blue() - c.blue()) < 12;
                }
            QVERIFY2(onBar == 0, qPrintable(QStringLiteral("\"%1\" lies on a bar (%2 px)").arg(box.text).arg(onBar)));
        }
        QVERIFY(floorNamed);

        const Figure *storms = named(m_figures, QStringLiteral("traffic-storms"));
        QVERIFY(storms);
        QCOMPARE(storms->data.columns.size(), 9); // the data keep every column
        QString all;
        for (const TextBox &box : FigureRenderer::textBoxes(*storms, size, dpi))
            all += box.text + QLatin1Char('\n');
        QVERIFY2(!all.contains(QStringLiteral("does not fit")) && !all.contains(QStringLiteral("This table has")), qPrintable(all));
        for (const QString &title : {QStringLiteral("Keys"), QStringLiteral("Miss"), QStringLiteral("Lowest")})
            QVERIFY2(all.contains(title), qPrintable(all));
        for (const QVariantList &row : storms->data.rows)
            QVERIFY2(all.contains(FigureText::forPrint(row.value(0).toString()) + QChar(0x00A0) + QLatin1Char('(')), qPrintable(all)); // each row drawn, one line
        QVERIFY2(storms->caption.contains(QStringLiteral("(1) remove 127.0.0.1:9010 at 30%")), qPrintable(storms->caption));
    }

    // Category charts (Compare: one row per algorithm) label every row at every preset and DPI:
    // each category has a text box inside the canvas, level with its row.
    void everyRowLabelled_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("dpi");
        for (const char *name : {"compare-spread-chart", "compare-removal-chart", "gallery-seed-busiest", "gallery-seed-removal"})
            for (const QString &preset : FigureSize::presetNames())
                for (int dpi : {72, 150, 600})
                    QTest::addRow("%s/%s/%d", name, qPrintable(preset), dpi) << QString::fromLatin1(name) << preset << dpi;
    }
    void everyRowLabelled()
    {
        QFETCH(QString, name);
        QFETCH(QString, preset);
        QFETCH(int, dpi);
        const Figure *figure = named(m_figures, name);
        QVERIFY2(figure, qPrintable(name));
        QVERIFY(figure->plot.y.categories.size() >= 5);
        FigureSize size;
        QVERIFY(FigureSize::preset(preset, &size));
        QStringList rows;
        for (const FigurePage &page : FigureRenderer::pages(*figure, size)) {
            const Figure &part = page.figure;
            rows << part.plot.y.categories;
            const QList<TextBox> boxes = FigureRenderer::textBoxes(part, page.size, dpi);
            const QRectF canvas(QPointF(0, 0), QSizeF(page.size.pixels(dpi)));
            QString all;
            for (const TextBox &box : boxes)
                all += box.text + QLatin1Char('\n');
            // Every row has its label, in order and inside the canvas.
            auto labelled = [&](const QStringList &categories, QString *missing) {
                double lastCentre = -1;
                for (const QString &category : categories) {
                    // The label may be wrapped: its first word starts a box, and every word is drawn.
                    const QString first = category.split(QLatin1Char(' ')).first();
                    const TextBox *found = nullptr;
                    for (const TextBox &box : boxes)
                        if (box.text.startsWith(first) && category.contains(box.text.split(QLatin1Char(' ')).first())
                            && box.rect.center().y() > lastCentre) {
                            found = &box;
                            break;
                        }
                    if (!found || !canvas.contains(found->rect.center())) {
                        *missing = category;
                        return false;
                    }
                    lastCentre = found->rect.center().y();
                    for (const QString &word : category.split(QLatin1Char(' ')))
                        if (!all.contains(word)) {
                            *missing = category + QStringLiteral(" (word ") + word + QLatin1Char(')');
                            return false;
                        }
                }
                return true;
            };
            QString missing;
            QVERIFY2(labelled(part.plot.y.categories, &missing),
                     qPrintable(QStringLiteral("%1: no label for row \"%2\"").arg(part.name, missing)));
        }
        QCOMPARE(rows, figure->plot.y.categories); // every row in exactly one part, in order
    }

    // Series that coincide do not hide each other (issue 12): each series drawn in a colour of its
    // own (out of the legend), some pixels of that colour stay visible in the column PNG at 300 dpi.
    // The synthetic plots are the cases of the issue: four hit-ratio curves on the same values,
    // three lookup-time lines on the same four points, a solid line under a dotted reference curve
    // and a dashed bound under a solid line, two scatter markers on one point.
    void coincidingSeriesStayVisible()
    {
        QList<Figure> figures;
        for (const char *name : {"gallery-maglev-imbalance", "gallery-maglev-resilience", "gallery-envoy-maglev-vs-ring",
                                 "traffic-hit-ratio"}) {
            const Figure *f = named(m_figures, QLatin1String(name));
            QVERIFY2(f, name);
            figures << *f;
        }
        for (const Figure &f : std::as_const(m_figures))
            if (f.name.startsWith(QLatin1String("gallery-lookup-time-")))
                figures << f;
        auto synthetic = [](const QString &name) {
            Figure f;
            f.name = name;
            f.title = name;
            f.plot.x.title = QStringLiteral("x");
            f.plot.y.title = QStringLiteral("y");
            return f;
        };
        Figure hits = synthetic(QStringLiteral("synthetic-hit-ratio"));
        for (int s = 0; s < 4; ++s) {
            PlotSeries series = PlotSeries::make(PlotSeries::LineMarkers, QString::number(s), QString::number(s));
            series.dash = s == 0 ? Qt::SolidLine : Qt::DashLine;
            series.marker = PlotSeries::Marker(s);
            for (int i = 0; i < 40; ++i)
                series.add(QPointF(i, i < 20 ? 90 : 60 + i));
            hits.plot.series << series;
        }
        Figure lookup = synthetic(QStringLiteral("synthetic-lookup"));
        lookup.plot.x.log = lookup.plot.y.log = true;
        for (int s = 0; s < 3; ++s) {
            PlotSeries series = PlotSeries::make(PlotSeries::LineMarkers, QString::number(s), QString::number(s), {},
                                                 PlotSeries::Marker(s));
            series.dash = s == 0 ? Qt::SolidLine : s == 1 ? Qt::DashLine : Qt::DotLine;
            for (int n : {10, 100, 1000, 10000})
                series.add(QPointF(n, 20 + s * 0.01));
            lookup.plot.series << series;
        }
        Figure references = synthetic(QStringLiteral("synthetic-references"));
        PlotSeries bound = PlotSeries::make(PlotSeries::Line, QStringLiteral("bound"), QStringLiteral("bound"));
        bound.dash = Qt::DashLine;
        PlotSeries data = PlotSeries::make(PlotSeries::LineMarkers, QStringLiteral("data"), QStringLiteral("data"));
        PlotSeries ideal = PlotSeries::make(PlotSeries::Line, QStringLiteral("ideal"), QStringLiteral("ideal"));
        ideal.dash = Qt::DotLine;
        PlotSeries measured = PlotSeries::make(PlotSeries::Scatter, QStringLiteral("m"), QStringLiteral("m"), {},
                                               PlotSeries::Square);
        PlotSeries published = PlotSeries::make(PlotSeries::Scatter, QStringLiteral("p"), QStringLiteral("p"), {},
                                                PlotSeries::Cross);
        for (int i = 1; i <= 8; ++i) {
            bound.add(QPointF(i, 1.0));
            data.add(QPointF(i, 1.0));
            ideal.add(QPointF(i, 0.5));
        }
        for (int i = 1; i <= 8; ++i)
            data.points[i - 1].setY(i < 5 ? 1.0 : 0.5); // on the bound, then on the ideal
        published.add(QPointF(6, 0.8));
        measured.add(QPointF(6, 0.8));
        references.plot.series << ideal << bound << data << published << measured;
        figures << hits << lookup << references;

        // Colours far apart, none the blend of two others, none black, grey or white.
        const QList<QColor> palette = {QColor(255, 0, 0),   QColor(0, 170, 0),   QColor(0, 0, 255),   QColor(255, 0, 255),
                                       QColor(0, 200, 200), QColor(255, 150, 0), QColor(120, 60, 0), QColor(150, 200, 0)};
        FigureSize size;
        QVERIFY(FigureSize::preset(QStringLiteral("column"), &size));
        for (Figure figure : std::as_const(figures)) {
            QVERIFY2(figure.plot.series.size() <= palette.size(), qPrintable(figure.name));
            for (int i = 0; i < figure.plot.series.size(); ++i) {
                figure.plot.series[i].colour = palette[i];
                figure.plot.series[i].inLegend = false;
            }
            const QImage image = FigureExporter::image(figure, size, 300).convertToFormat(QImage::Format_RGB32);
            QList<int> counts(figure.plot.series.size(), 0);
            for (int y = 0; y < image.height(); ++y) {
                const QRgb *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
                for (int x = 0; x < image.width(); ++x)
                    for (int i = 0; i < palette.size() && i < counts.size(); ++i)
                        if (std::abs(qRed(line[x]) - palette[i].red()) + std::abs(qGreen(line[x]) - palette[i].green())
                                + std::abs(qBlue(line[x]) - palette[i].blue())
                            < 24)
                            ++counts[i];
            }
            for (int i = 0; i < counts.size(); ++i) {
                const PlotSeries &s = figure.plot.series[i];
                if (s.kind == PlotSeries::Band || s.points.isEmpty())
                    continue;
                QVERIFY2(counts[i] >= 40, qPrintable(QStringLiteral("%1: series %2 (%3) shows %4 pixels of its colour")
                                                         .arg(figure.name, s.id).arg(i).arg(counts[i])));
            }
        }
    }

    // The 300-dpi PNG, scaled down, is the 96-dpi drawing: RMSE < 0.08 after a 2-px blur.
    void sameDrawingAtEveryDpi()
    {
        const FigureSize size{7, 4.5, 9};
        for (const Figure &figure : std::as_const(m_figures)) {
            if (figure.name != QLatin1String("spread-cv") && figure.name != QLatin1String("removal-heatmaps"))
                continue;
            const QImage low = FigureExporter::image(figure, size, 96);
            const QImage high = FigureExporter::image(figure, size, 300).scaled(low.size(), Qt::IgnoreAspectRatio,
                                                                                 Qt::SmoothTransformation);
            const std::vector<float> a = blurred(low), b = blurred(high);
            double sum = 0;
            for (size_t i = 0; i < a.size(); ++i)
                sum += double(a[i] - b[i]) * double(a[i] - b[i]);
            const double rmse = std::sqrt(sum / double(a.size()));
            QVERIFY2(rmse < 0.08, qPrintable(QStringLiteral("%1: RMSE %2").arg(figure.name).arg(rmse)));
        }
    }

    // Issue 34 item 1: every SVG is well-formed XML, also when a title or caption holds '&' or
    // '<' (gallery-bounded-*.svg's "Thorup & Zadimoghaddam" made xmllint and rsvg-convert refuse
    // the file); the title reads back as written.
    void svgIsWellFormedXml()
    {
        QTemporaryDir dir;
        FigureSize size;
        QVERIFY(FigureSize::preset(QStringLiteral("double"), &size));
        QList<Figure> figures = m_figures;
        QVERIFY(!figures.isEmpty());
        Figure marked = figures.first();
        marked.title = QStringLiteral("Mirrokni, Thorup & Zadimoghaddam <2018> \"bounded\"");
        marked.name = QStringLiteral("marked");
        figures.prepend(marked);
        int parsed = 0;
        for (const Figure &figure : std::as_const(figures)) {
            const QString path = dir.filePath(figure.name + QStringLiteral(".svg"));
            QString error;
            if (!FigureExporter::writeSvg(figure, path, size, &error))
                continue; // refused for its size: nothing written, nothing to parse
            QStringList written = QDir(dir.path()).entryList({figure.name + QStringLiteral("*.svg")});
            QVERIFY2(!written.isEmpty(), qPrintable(figure.name));
            for (const QString &name : std::as_const(written)) {
                QFile file(dir.filePath(name));
                QVERIFY(file.open(QIODevice::ReadOnly));
                QXmlStreamReader xml(&file);
                QString title;
                while (!xml.atEnd()) {
                    if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("title")
                        && title.isEmpty())
                        title = xml.readElementText();
                }
                QVERIFY2(!xml.hasError(), qPrintable(QStringLiteral("%1: %2").arg(name, xml.errorString())));
                if (figure.name == QLatin1String("marked"))
                    QCOMPARE(title, marked.title);
                ++parsed;
            }
        }
        QVERIFY(parsed > m_figures.size() / 2);
    }

    void vectorOutput()
    {
        QTemporaryDir dir;
        const FigureSize size{3.5, 2.45, 8};
        QString error;
        for (const Figure &figure : std::as_const(m_figures)) {
            const QString pdfPath = dir.filePath(figure.name + QStringLiteral(".pdf"));
            QStringList files;
            QVERIFY2(FigureExporter::writePdf(figure, pdfPath, size, &error, &files), qPrintable(error));
            QCOMPARE(files.size(), FigureRenderer::pages(figure, size).size());
            for (const QString &file : std::as_const(files)) { // every page of a split chart
                QFile pdf(file);
                QVERIFY(pdf.open(QIODevice::ReadOnly));
                const QByteArray bytes = pdf.readAll();
                QVERIFY2(bytes.startsWith("%PDF"), qPrintable(file));
                QVERIFY2(!bytes.contains("/DCTDecode"), qPrintable(file)); // no JPEG stream
                QVERIFY2(!bytes.contains("/Subtype /Image"), qPrintable(file)); // no image at all
            }
            if (figure.name != QLatin1String("removal-heatmaps"))
                continue;
            const QString svgPath = dir.filePath(QStringLiteral("heatmap.svg"));
            QVERIFY2(FigureExporter::writeSvg(figure, svgPath, size, &error), qPrintable(error));
            QFile svg(svgPath);
            QVERIFY(svg.open(QIODevice::ReadOnly));
            const QByteArray text = svg.readAll();
            QVERIFY(!text.contains("<image"));
            // Exactly one rectangle per cell of the two 20×20 matrices, all of one size; then the
            // colour bar's 64 bands, the two matrices' frames, the bar's frame, the white "none"
            // swatch under it and the white page.
            QHash<QString, int> bySize;
            static const QRegularExpression rect(QStringLiteral("<rect[^>]*width=\"([^\"]+)\" height=\"([^\"]+)\""));
            int rects = 0;
            for (auto it = rect.globalMatch(QString::fromUtf8(text)); it.hasNext(); ++rects) {
                const QRegularExpressionMatch m = it.next();
                ++bySize[m.captured(1) + QLatin1Char('x') + m.captured(2)];
            }
            QCOMPARE(int(text.count("<rect")), rects); // every <rect has a width and a height
            int cells = 0;
            for (int count : std::as_const(bySize))
                cells = std::max(cells, count);
            QCOMPARE(cells, 2 * 20 * 20);
            QCOMPARE(rects, 2 * 20 * 20 + 64 + 2 + 1 + 1 + 1);
        }
    }

    // Issue 12: docs/figures.md says how to make a figure for a one-column and a two-column
    // article, from the GUI and from a script, with sizes the parser accepts.
    void docsHaveColumnRecipes()
    {
        QFile file(ringlab::test::dataDir() + QStringLiteral("/../../docs/figures.md"));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        const QString text = QString::fromUtf8(file.readAll());
        const qsizetype gui = text.indexOf(QStringLiteral("## From the GUI"));
        const qsizetype script = text.indexOf(QStringLiteral("## From a script"));
        QVERIFY(gui >= 0 && script > gui);
        const QString guiPart = text.mid(gui, script - gui);
        // The recipes: the first code block of "From a script" (the prose after it quotes bad input).
        const qsizetype block = text.indexOf(QStringLiteral("```sh"), script);
        const QString scriptPart = text.mid(script, text.indexOf(QStringLiteral("```\n"), block + 5) - script);
        QVERIFY(guiPart.contains(QStringLiteral("one-column article")) && guiPart.contains(QStringLiteral("Single column")));
        QVERIFY(guiPart.contains(QStringLiteral("two-column article")) && guiPart.contains(QStringLiteral("Double column")));
        QVERIFY(scriptPart.contains(QStringLiteral("one-column article")) && scriptPart.contains(QStringLiteral("--size column")));
        QVERIFY(scriptPart.contains(QStringLiteral("two-column article")) && scriptPart.contains(QStringLiteral("--size double")));
        // Every --size in the script recipes parses.
        const QRegularExpression sizes(QStringLiteral("--size (\\S+)"));
        int checked = 0;
        for (auto it = sizes.globalMatch(scriptPart); it.hasNext(); ++checked) {
            const QString value = it.next().captured(1);
            FigureSize size;
            QString error;
            QVERIFY2(FigureSize::parse(value, &size, &error), qPrintable(value + QStringLiteral(": ") + error));
        }
        QVERIFY(checked >= 3);
    }

    void readableEncodings()
    {
        for (const Figure &figure : std::as_const(m_figures)) {
            QSet<QRgb> colours;
            for (const PlotSeries &s : figure.plot.series) {
                if (!s.inLegend || s.name.isEmpty() || s.id == QLatin1String("marker"))
                    continue;
                QVERIFY2(s.colour.isValid(), qPrintable(figure.name + QLatin1Char('/') + s.name));
                QVERIFY2(!colours.contains(s.colour.rgb()), qPrintable(figure.name + QLatin1Char('/') + s.name));
                colours.insert(s.colour.rgb());
            }
            QVERIFY2(!figure.plot.x.title.contains(QChar(0x2026)) && !figure.plot.y.title.contains(QChar(0x2026)),
                     qPrintable(figure.name));
        }
        // The 1/√k line lies on Cloudflare's formula: it is dashed, the formula solid.
        for (const Figure &figure : std::as_const(m_figures)) {
            if (figure.name != QLatin1String("spread-cv"))
                continue;
            Qt::PenStyle formula = Qt::NoPen, inv = Qt::NoPen;
            for (const PlotSeries &s : figure.plot.series) {
                if (s.id == QLatin1String("cloudflare"))
                    formula = s.dash;
                if (s.id == QLatin1String("invSqrtK"))
                    inv = s.dash;
            }
            QCOMPARE(formula, Qt::SolidLine);
            QCOMPARE(inv, Qt::DashLine);
        }
    }

    // Compare's tables at every preset and DPI (issue 12, reviewed at the column size): the table
    // itself, never a note that it "does not fit": its columns reflow into stacked blocks that
    // each fit the width (the row names repeated), the pages grow or split the rows, and every
    // header word and every cell is drawn at the figure's font.
    void tablesReflowAtEveryPreset_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("dpi");
        for (const char *name : {"compare-results", "compare-removal"})
            for (const QString &preset : FigureSize::presetNames())
                for (int dpi : {72, 300, 600})
                    QTest::addRow("%s/%s/%d", name, qPrintable(preset), dpi) << QString::fromLatin1(name) << preset << dpi;
    }
    void tablesReflowAtEveryPreset()
    {
        QFETCH(QString, name);
        QFETCH(QString, preset);
        QFETCH(int, dpi);
        const Figure *figure = named(m_figures, name);
        QVERIFY2(figure && !figure->table.isEmpty(), qPrintable(name));
        QVERIFY(figure->table.headers.size() >= 5 && figure->table.shown.size() >= 20);
        FigureSize size;
        QVERIFY(FigureSize::preset(preset, &size));
        QList<QStringList> rows;
        for (const FigurePage &page : FigureRenderer::pages(*figure, size)) {
            rows << page.figure.table.shown;
            const QList<TextBox> boxes = FigureRenderer::textBoxes(page.figure, page.size, dpi);
            QHash<QString, int> words;
            QString all;
            for (const TextBox &box : boxes) {
                all += box.text + QLatin1Char('\n');
                for (const QString &word : box.text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts))
                    ++words[word];
            }
            QVERIFY2(!all.contains(QStringLiteral("does not fit")) && !all.contains(QStringLiteral("This table")), qPrintable(all));
            auto drawn = [&](const QString &text) {
                for (const QString &word : text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts))
                    if (!words.contains(word))
                        return false;
                return true;
            };
            for (const QString &header : figure->table.headers)
                QVERIFY2(drawn(header), qPrintable(QStringLiteral("%1 at %2, %3 dpi: header \"%4\" not drawn").arg(name, preset).arg(dpi).arg(header)));
            for (const QStringList &row : page.figure.table.shown)
                for (const QString &cell : row)
                    QVERIFY2(drawn(cell), qPrintable(QStringLiteral("%1 at %2, %3 dpi: cell \"%4\" not drawn").arg(name, preset).arg(dpi).arg(cell)));
            // At the figure's font: a cell's box is as tall as the caption's (drawn at 0.85 of it,
            // or 6 pt) or taller, not shrunk to fit.
            const TextBox &caption = boxes.last();
            for (const TextBox &box : boxes)
                if (box.text == page.figure.table.shown.first().last())
                    QVERIFY2(box.rect.height() >= caption.rect.height() * 0.95,
                             qPrintable(QStringLiteral("%1 at %2: \"%3\" %4 px tall, caption %5 px").arg(name, preset, box.text)
                                            .arg(box.rect.height()).arg(caption.rect.height())));
        }
        QCOMPARE(rows, figure->table.shown);
    }

    // A table whose rows differ in height (long names wrap) in as few parts as its rows need
    // taken in order, each part as many as fit: an even count of rows per part left the tall first
    // rows one part too many (Compare's results at the column size went to three parts when one
    // cell grew).
    void tablePartsFollowRowHeights()
    {
        FigureSize size;
        QVERIFY(FigureSize::preset(QStringLiteral("column"), &size));
        const int rows = 60;
        FigureSize tallest = size; // parts are made at the least font, then drawn as large as they still fit
        tallest.fontPt = FigureRenderer::kMinTableFontPt;
        auto onePage = [&](const Figure &f, int first, int last) { // at the font, on the tallest page
            return FigureRenderer::fits(FigurePage{TableFigure::rows(f, first, last, 0, 1), tallest});
        };
        bool exercised = false;
        for (int tall = 4; tall <= rows && !exercised; tall += 4) {
            QStandardItemModel model(rows, 3);
            model.setHorizontalHeaderLabels({QStringLiteral("Setting"), QStringLiteral("Busiest"), QStringLiteral("CV")});
            for (int r = 0; r < rows; ++r) {
                model.setItem(r, 0, new QStandardItem(r < tall ? QStringLiteral("a setting whose name is long enough to wrap onto several lines %1").arg(r)
                                                               : QStringLiteral("short %1").arg(r)));
                model.setItem(r, 1, new QStandardItem(QStringLiteral("1.%1×").arg(100 + r)));
                model.setItem(r, 2, new QStandardItem(QStringLiteral("%1%").arg(r)));
            }
            const Figure figure = TableFigure::fromModel(&model, QStringLiteral("uneven"), QStringLiteral("Uneven"), QStringLiteral("caption"));
            QVERIFY(figure.isValid());
            // The fewest parts of consecutive rows: each part as many rows as fit on a page.
            int fewest = 0;
            for (int first = 0; first < rows; ++fewest) {
                int last = first + 1;
                while (last < rows && onePage(figure, first, last + 1))
                    ++last;
                first = last;
            }
            if (fewest < 2)
                continue;
            bool evenFits = true;
            for (int i = 0; i < fewest; ++i)
                evenFits = evenFits && onePage(figure, rows * i / fewest, rows * (i + 1) / fewest);
            if (evenFits)
                continue; // the even split does: not the case looked for
            exercised = true;
            const QList<FigurePage> pages = FigureRenderer::pages(figure, size);
            QCOMPARE(pages.size(), fewest);
            QList<QStringList> shown;
            for (const FigurePage &page : pages) {
                QVERIFY(FigureRenderer::fits(page));
                shown << page.figure.table.shown;
            }
            QCOMPARE(shown, figure.table.shown);
        }
        QVERIFY(exercised);
    }

    // A custom size too narrow for a table even at 6 pt: one page with a note naming the width
    // the table lacks, laid out like any figure (inside the canvas, nothing overlapping).
    void tableTooNarrowSaysSo()
    {
        const Figure *figure = named(m_figures, QStringLiteral("compare-results"));
        QVERIFY(figure);
        FigureSize size;
        QString error;
        QVERIFY2(FigureSize::parse(QStringLiteral("1.2x1in"), &size, &error), qPrintable(error));
        const QList<FigurePage> pages = FigureRenderer::pages(*figure, size);
        QCOMPARE(pages.size(), 1);
        const QList<TextBox> boxes = FigureRenderer::textBoxes(pages.first().figure, pages.first().size, 150);
        const QRectF canvas(QPointF(0, 0), QSizeF(pages.first().size.pixels(150)));
        QString all;
        for (const TextBox &box : boxes) {
            all += box.text + QLatin1Char(' ');
            QVERIFY2(canvas.adjusted(-1, -1, 1, 1).contains(box.rect), qPrintable(box.text));
        }
        for (int i = 0; i < boxes.size(); ++i)
            for (int j = i + 1; j < boxes.size(); ++j) {
                const QRectF overlap = boxes[i].rect.intersected(boxes[j].rect);
                QVERIFY2(overlap.width() <= 1 || overlap.height() <= 1,
                         qPrintable(QStringLiteral("\"%1\" overlaps \"%2\"").arg(boxes[i].text, boxes[j].text)));
            }
        QVERIFY2(QRegularExpression(QStringLiteral("at least \\d+(\\.\\d)? in wider")).match(all.simplified()).hasMatch(),
                 qPrintable(all));
    }

    // A log y axis ends at the first 1-2-5 value at or above the largest value plotted (points,
    // error bars and reference lines): spread-cv's data end near 1 and the axis ran up to 10.
    void logAxisEndsAboveTheData()
    {
        int checked = 0;
        for (const Figure &figure : std::as_const(m_figures)) {
            if (!figure.plot.y.log || !figure.plot.y.autoRange || !figure.plot.y.categories.isEmpty())
                continue;
            double top = 0;
            for (const PlotSeries &s : figure.plot.series) {
                for (const QPointF &p : s.points)
                    top = std::max(top, p.y());
                for (double v : s.high)
                    top = std::max(top, v);
            }
            for (const PlotReference &r : figure.plot.references)
                if (r.orientation == Qt::Horizontal)
                    top = std::max(top, r.value);
            double expected = 0;
            const double decade = std::pow(10.0, std::floor(std::log10(top) + 1e-9));
            for (double m : {1.0, 2.0, 5.0, 10.0})
                if (expected == 0 && m * decade >= top * (1 - 1e-9))
                    expected = m * decade;
            QImage image(672, 432, QImage::Format_RGB32);
            image.fill(Qt::white);
            QPainter painter(&image);
            const PlotFrame frame = PlotRenderer::draw(figure.plot, &painter, QRectF(0, 0, 672, 432), 12);
            QVERIFY2(std::abs(frame.yMax / expected - 1) < 1e-9,
                     qPrintable(QStringLiteral("%1: y axis up to %2, data up to %3 (expected %4)")
                                    .arg(figure.name).arg(frame.yMax).arg(top).arg(expected)));
            ++checked;
        }
        QVERIFY(named(m_figures, QStringLiteral("spread-cv"))->plot.y.log);
        QVERIFY2(checked >= 3, qPrintable(QString::number(checked))); // spread-cv, Cloudflare, lookup time
    }

    // The lookup-time figures' log axes label every decade between the axis's ends, at every preset.
    void lookupTimeLabelsEveryDecade_data()
    {
        QTest::addColumn<QString>("preset");
        for (const QString &preset : FigureSize::presetNames())
            QTest::newRow(qPrintable(preset)) << preset;
    }
    void lookupTimeLabelsEveryDecade()
    {
        QFETCH(QString, preset);
        FigureSize size;
        QVERIFY(FigureSize::preset(preset, &size));
        int checked = 0;
        for (const Figure &figure : std::as_const(m_figures)) {
            if (!figure.name.startsWith(QLatin1String("gallery-lookup-time")))
                continue;
            for (const FigurePage &page : FigureRenderer::pages(figure, size)) {
                const QList<TextBox> boxes = FigureRenderer::textBoxes(page.figure, page.size, 150);
                // Numeric labels: the x axis's share one row (the lowest), the y axis's are above it.
                QList<QPair<double, QRectF>> numbers;
                double xRow = -1;
                for (const TextBox &box : boxes) {
                    bool ok = false;
                    const double v = QLocale().toDouble(box.text, &ok);
                    if (!ok)
                        continue;
                    numbers << qMakePair(v, box.rect);
                    xRow = std::max(xRow, box.rect.top());
                }
                QList<double> xLabels, yLabels;
                for (const auto &n : std::as_const(numbers))
                    (std::abs(n.second.top() - xRow) < 1 ? xLabels : yLabels) << n.first;
                for (bool x : {true, false}) {
                    double lo = std::numeric_limits<double>::infinity(), hi = 0;
                    for (const PlotSeries &s : page.figure.plot.series)
                        for (const QPointF &p : s.points) {
                            lo = std::min(lo, x ? p.x() : p.y());
                            hi = std::max(hi, x ? p.x() : p.y());
                        }
                    const AxisTicks axis = PlotRenderer::ticks(lo, hi, true, 1000, true);
                    for (int e = int(std::ceil(std::log10(axis.min) - 1e-9)); e <= int(std::floor(std::log10(axis.max) + 1e-9)); ++e) {
                        const QList<double> &labels = x ? xLabels : yLabels;
                        bool found = false;
                        for (double v : labels)
                            found = found || std::abs(v / std::pow(10.0, e) - 1) < 1e-9;
                        QVERIFY2(found, qPrintable(QStringLiteral("%1 at %2: no label at 10^%3 on the %4 axis")
                                                       .arg(page.figure.name, preset).arg(e).arg(x ? QStringLiteral("x") : QStringLiteral("y"))));
                        ++checked;
                    }
                }
            }
        }
        QVERIFY2(checked >= 8, qPrintable(QString::number(checked)));
    }

    // A value chart's data area keeps 35% of the exported figure's height at the size asked for
    // (its caption is left out of the drawing for it): the Maglev imbalance plot at the column
    // size had a fifth of it beside
    // (below) a two-column legend, a two-line title and a four-line caption.
    void plotKeepsItsShare_data()
    {
        QTest::addColumn<QString>("preset");
        for (const char *preset : {"column", "double"})
            QTest::newRow(preset) << QString::fromLatin1(preset);
    }
    void plotKeepsItsShare()
    {
        QFETCH(QString, preset);
        FigureSize size;
        QVERIFY(FigureSize::preset(preset, &size));
        QVERIFY(named(m_figures, QStringLiteral("gallery-maglev-imbalance")));
        int checked = 0;
        for (const Figure &figure : std::as_const(m_figures)) {
            if (figure.plot.isEmpty() || !figure.plot.y.categories.isEmpty())
                continue;
            for (const FigurePage &page : FigureRenderer::pages(figure, size)) {
                const double share = FigureRenderer::plotRect(page.figure, page.size).height() / page.size.units().height();
                QVERIFY2(share >= 0.35 - 1e-3, qPrintable(QStringLiteral("%1 at %2 (%3 in tall): plot %4% of the height")
                                                             .arg(figure.name, preset).arg(page.size.heightIn).arg(share * 100, 0, 'f', 1)));
                ++checked;
            }
        }
        QVERIFY(checked >= 15);
    }

    // r17 F1: a column figure at a font a little above the preset's (fonts 5–36 are allowed) broke
    // silently: the ring cut flat at 10 pt, the heatmaps shrunk to 0.13 in squares under the caption
    // at 10–12 pt, only overlapping words at 36 pt. Now every figure at the column width and any
    // font is either drawn (taller when it needs) with every text inside the page and apart, the
    // ring and each heatmap at least their least size, between the title and the caption and clear
    // of every text; or, for a ring or heatmaps too large for the width, refused with the largest
    // font that fits, which then does.
    void everyFontAtTheColumnWidth_data()
    {
        QTest::addColumn<int>("figure");
        QTest::addColumn<double>("font");
        for (int i = 0; i < m_figures.size(); ++i) {
            const bool painted = m_figures[i].name == QLatin1String("ring") || m_figures[i].name == QLatin1String("removal-heatmaps");
            const QList<double> fonts = painted ? QList<double>{5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 18, 20, 24, 28, 32, 36}
                                                : QList<double>{5, 10, 12};
            for (double font : fonts)
                QTest::addRow("%s/%gpt", qPrintable(m_figures[i].name), font) << i << font;
        }
    }
    void everyFontAtTheColumnWidth()
    {
        QFETCH(int, figure);
        QFETCH(double, font);
        const Figure &f = m_figures[figure];
        FigureSize size;
        QVERIFY(FigureSize::preset(QStringLiteral("column"), &size));
        size.fontPt = font;
        QString why;
        if (!FigureExporter::fitsSize(f, size, &why)) {
            const double largest = FigureRenderer::largestFontThatFits(f, size);
            QVERIFY2(largest >= FigureSize::kMinFontPt && largest < font, qPrintable(why));
            QVERIFY2(why.contains(QLocale().toString(largest, 'g', 3) + QStringLiteral(" pt")), qPrintable(why));
            // Nothing is written for it.
            QTemporaryDir dir;
            QString error;
            QVERIFY(!FigureExporter::writePng(f, dir.filePath(QStringLiteral("f.png")), size, 96, &error));
            QCOMPARE(error, why);
            QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("f.png"))));
            size.fontPt = largest; // the font named: it fits
            QVERIFY2(FigureExporter::fitsSize(f, size, &why), qPrintable(why));
        }
        const bool painted = f.name == QLatin1String("ring") || f.name == QLatin1String("removal-heatmaps");
        const int dpi = 150;
        for (const FigurePage &page : FigureRenderer::pages(f, size)) {
            // Never drawn taller than the column (a ring came out 8.45 in tall in 2.45 in).
            QCOMPARE(page.size.heightIn, size.heightIn);
            const QList<TextBox> boxes = FigureRenderer::textBoxes(page.figure, page.size, dpi);
            QVERIFY(boxes.size() >= 2);
            const QRectF canvas(QPointF(0, 0), QSizeF(page.size.pixels(dpi)));
            const double tolerance = 0.5 * dpi / 96.0;
            const QString where = QStringLiteral("%1 at %2 pt, %3 × %4 in").arg(f.name).arg(size.fontPt).arg(page.size.widthIn).arg(page.size.heightIn);
            for (const TextBox &box : boxes)
                QVERIFY2(canvas.adjusted(-tolerance, -tolerance, tolerance, tolerance).contains(box.rect),
                         qPrintable(QStringLiteral("%1: \"%2\" at %3,%4 %5×%6 leaves the page")
                                        .arg(where, box.text).arg(box.rect.x()).arg(box.rect.y()).arg(box.rect.width()).arg(box.rect.height())));
            for (int i = 0; i < boxes.size(); ++i)
                for (int j = i + 1; j < boxes.size(); ++j) {
                    const QRectF overlap = boxes[i].rect.intersected(boxes[j].rect);
                    QVERIFY2(overlap.width() <= tolerance || overlap.height() <= tolerance,
                             qPrintable(QStringLiteral("%1: \"%2\" overlaps \"%3\"").arg(where, boxes[i].text, boxes[j].text)));
                }
            if (!painted)
                continue;
            // The title's lines are drawn first, the caption's last: as many boxes as spell them.
            double titleBottom = 0, captionTop = canvas.height();
            QString text;
            for (int i = 0; i < boxes.size() && text.simplified() != page.figure.title.simplified(); ++i) {
                text += QLatin1Char(' ') + boxes[i].text;
                titleBottom = std::max(titleBottom, boxes[i].rect.bottom());
            }
            QCOMPARE(text.simplified(), page.figure.title.simplified());
            const QString caption = page.figure.drawnCaption(); // may be left out to fit (pages())
            text.clear();
            for (int i = int(boxes.size()) - 1; i >= 0 && text.simplified() != caption.simplified(); --i) {
                text = boxes[i].text + QLatin1Char(' ') + text;
                captionTop = std::min(captionTop, boxes[i].rect.top());
            }
            QCOMPARE(text.simplified(), caption.simplified());
            const QList<QRectF> drawings = FigureRenderer::drawings(page.figure, page.size);
            QCOMPARE(drawings.size(), f.name == QLatin1String("ring") ? 1 : 2);
            const double least = f.name == QLatin1String("ring") ? 1.5 : 0.7; // inches
            const double scale = dpi / 96.0;
            for (const QRectF &d : drawings) {
                const QRectF r(d.topLeft() * scale, d.size() * scale);
                QVERIFY2(std::min(r.width(), r.height()) >= least * dpi,
                         qPrintable(QStringLiteral("%1: drawing %2 × %3 in").arg(where).arg(r.width() / dpi).arg(r.height() / dpi)));
                QVERIFY2(r.top() >= titleBottom - tolerance && r.bottom() <= captionTop + tolerance && r.left() >= -tolerance
                             && r.right() <= canvas.width() + tolerance,
                         qPrintable(QStringLiteral("%1: drawing %2,%3 %4×%5 px not between the title (bottom %6) and the caption "
                                                   "(top %7) on the page")
                                        .arg(where).arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height()).arg(titleBottom).arg(captionTop)));
                for (const TextBox &box : boxes) {
                    const QRectF overlap = box.rect.intersected(r);
                    QVERIFY2(overlap.width() <= tolerance || overlap.height() <= tolerance,
                             qPrintable(QStringLiteral("%1: \"%2\" drawn over the drawing").arg(where, box.text)));
                }
            }
        }
    }

    // Charts print in grayscale (issue 34): every series a legend names differs from every other
    // of its figure by shape or dash, not by colour only (twelve Spread markers used four shapes).
    void seriesDistinctInGray()
    {
        int pairs = 0;
        for (const Figure &f : std::as_const(m_figures)) {
            QList<const PlotSeries *> legend;
            for (const PlotSeries &s : f.plot.series)
                if (s.inLegend && !s.name.isEmpty())
                    legend << &s;
            for (int i = 0; i < legend.size(); ++i)
                for (int j = i + 1; j < legend.size(); ++j, ++pairs)
                    QVERIFY2(distinctInGray(*legend[i], *legend[j]),
                             qPrintable(QStringLiteral("%1: \"%2\" and \"%3\" differ by colour only")
                                            .arg(f.name, legend[i]->name, legend[j]->name)));
        }
        QVERIFY2(pairs >= 100, qPrintable(QString::number(pairs)));
        const Figure *cv = named(m_figures, QStringLiteral("spread-cv"));
        QVERIFY(cv);
        int markers = 0;
        for (const PlotSeries &s : cv->plot.series)
            markers += s.id == QLatin1String("marker");
        QVERIFY2(markers >= 10, qPrintable(QString::number(markers)));
    }

    // In gray, the Traffic chart's mean line shows across its bars and its key markers show on the
    // bars and on white (the mean line's gray dashes and the vermilion markers were the bars' gray).
    void trafficMeanAndKeysShowInGray()
    {
        const Figure *f = named(m_figures, QStringLiteral("traffic-requests-nginx"));
        QVERIFY(f);
        FigureSize size;
        QVERIFY(FigureSize::preset(QStringLiteral("column"), &size));
        const int dpi = 300;
        const double scale = dpi / 96.0;
        const QImage gray = FigureExporter::image(*f, size, dpi).convertToFormat(QImage::Format_Grayscale8);
        const PlotFrame frame = FigureRenderer::plotFrame(*f, size);
        QVERIFY(frame.plotRect.height() > 20);
        const PlotSeries *bars = nullptr, *keys = nullptr;
        for (const PlotSeries &s : f->plot.series) {
            if (s.id == QLatin1String("requests"))
                bars = &s;
            if (s.id == QLatin1String("keys"))
                keys = &s;
        }
        QVERIFY(bars && keys);
        auto at = [&](double x, double y) { return (frame.map(x, y) * scale).toPoint(); };
        auto level = [&](QPoint p) { return qGray(gray.pixel(std::clamp(p.x(), 0, gray.width() - 1), std::clamp(p.y(), 0, gray.height() - 1))); };
        // The mean (1.0) across every bar well above it: a pixel on the line's row differs from the bar.
        int crossed = 0, shown = 0;
        for (const QPointF &b : bars->points) {
            if (b.y() < 1.25)
                continue;
            ++crossed;
            const QPoint line = at(b.x(), 1.0), inside = at(b.x(), (1.0 + b.y()) / 2);
            const int barLevel = level(inside);
            int most = 0;
            for (int dy = -3; dy <= 3; ++dy)
                most = std::max(most, std::abs(level(line + QPoint(0, dy)) - barLevel));
            shown += most >= 60;
        }
        QVERIFY2(crossed >= 3, qPrintable(QString::number(crossed)));
        QVERIFY2(shown >= crossed * 9 / 10, qPrintable(QStringLiteral("mean line seen on %1 of %2 bars").arg(shown).arg(crossed)));
        // Each key marker: its centre differs from the bar under it, or its edge is dark on white.
        int seen = 0;
        for (int i = 0; i < keys->points.size() && i < bars->points.size(); ++i) {
            const QPoint c = at(keys->points[i].x(), keys->points[i].y());
            const bool onBar = keys->points[i].y() < bars->points[i].y() - 0.1;
            if (onBar) {
                const int barLevel = level(at(bars->points[i].x(), keys->points[i].y() / 2));
                seen += std::abs(level(c) - barLevel) >= 60;
            } else {
                int darkest = 255;
                for (int dx = -8; dx <= 8; ++dx)
                    for (int dy = -8; dy <= 8; ++dy)
                        darkest = std::min(darkest, level(c + QPoint(dx, dy)));
                seen += darkest < 128;
            }
        }
        QVERIFY2(seen >= keys->points.size() * 9 / 10, qPrintable(QStringLiteral("%1 of %2 key markers seen").arg(seen).arg(keys->points.size())));
    }

    // Issue 34 item 5, as a grayscale printer prints it: every chart rendered in gray, every
    // legend glyph (marker, dash, bar) differs in pixels from every other of its figure.
    void legendGlyphsDifferInGray_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::newRow("column") << QStringLiteral("column");
        QTest::newRow("double") << QStringLiteral("double");
    }
    void legendGlyphsDifferInGray()
    {
        QFETCH(QString, preset);
        FigureSize size;
        QVERIFY(FigureSize::preset(preset, &size));
        const int dpi = 300;
        int pairs = 0;
        for (const Figure &f : std::as_const(m_figures)) {
            if (f.plot.isEmpty())
                continue;
            const FigurePage page = FigureRenderer::pages(f, size).first();
            const QImage gray = FigureExporter::image(page.figure, page.size, dpi).convertToFormat(QImage::Format_Grayscale8);
            const QList<TextBox> boxes = FigureRenderer::textBoxes(page.figure, page.size, dpi);
            QList<QImage> glyphs;
            QStringList names;
            for (const PlotSeries &s : page.figure.plot.series) {
                if (!s.inLegend || s.name.isEmpty())
                    continue;
                // The glyph left of the entry's first line: the most ink among the boxes that start it.
                QImage best;
                int bestInk = 0;
                for (const TextBox &b : boxes) {
                    if (b.text.size() < 2 || !s.name.startsWith(b.text))
                        continue;
                    const double h = b.rect.height();
                    const QImage g = gray.copy(QRectF(b.rect.left() - 2.2 * h, b.rect.top(), 1.75 * h, h).toRect());
                    int ink = 0;
                    for (int y = 0; y < g.height(); ++y)
                        for (int x = 0; x < g.width(); ++x)
                            ink += qGray(g.pixel(x, y)) < 250; // a band is a light fill
                    if (ink > bestInk) {
                        bestInk = ink;
                        best = g;
                    }
                }
                QVERIFY2(!best.isNull(), qPrintable(QStringLiteral("%1 at %2: no legend glyph for \"%3\"").arg(f.name, preset, s.name)));
                glyphs << best;
                names << s.name;
            }
            for (int i = 0; i < glyphs.size(); ++i)
                for (int j = i + 1; j < glyphs.size(); ++j, ++pairs) {
                    const QImage &a = glyphs[i], &b = glyphs[j];
                    int differ = 0;
                    for (int y = 0; y < std::min(a.height(), b.height()); ++y)
                        for (int x = 0; x < std::min(a.width(), b.width()); ++x)
                            differ += std::abs(qGray(a.pixel(x, y)) - qGray(b.pixel(x, y))) > 60;
                    // At 300 dpi a 5 pt marker covers about 300 pixels: a square and a triangle differ
                    // in 55 or more of them; one shape in two colours of one gray, in almost none.
                    QVERIFY2(differ >= 30,
                             qPrintable(QStringLiteral("%1 at %2: in gray, \"%3\" and \"%4\" look alike (%5 pixels differ)")
                                            .arg(f.name, preset, names[i], names[j]).arg(differ)));
                }
        }
        QVERIFY2(pairs >= 40, qPrintable(QString::number(pairs)));
    }

    // Issue 34 item 5: the live figure's first and last bars lie inside the plot frame (the 100th
    // bar was cut in half by the frame at 100), at the column and the double size.
    void liveBarsInsideTheFrame_data()
    {
        QTest::addColumn<int>("backends");
        QTest::addColumn<QString>("preset");
        for (int n : {20, 100})
            for (const char *preset : {"column", "double"})
                QTest::addRow("%d/%s", n, preset) << n << QString::fromLatin1(preset);
    }
    void liveBarsInsideTheFrame()
    {
        QFETCH(int, backends);
        QFETCH(QString, preset);
        QList<qint64> counts;
        QList<bool> down;
        for (int i = 0; i < backends; ++i) {
            counts << 900 + (i * 37) % 250;
            down << false;
        }
        const Figure f = BackendBarsView::figure(counts, down, QStringLiteral("nginx live run"));
        FigureSize size;
        QVERIFY(FigureSize::preset(preset, &size));
        const PlotFrame frame = FigureRenderer::plotFrame(f, size);
        QVERIFY(frame.plotRect.width() > 50);
        // A bar is 0.8 of a slot around its x (0.736 of it drawn): its edges inside the frame.
        const double left = frame.map(1 - 0.4, 0).x(), right = frame.map(backends - 0.4 + 0.736, 0).x();
        QVERIFY2(left >= frame.plotRect.left() - 0.01 && right <= frame.plotRect.right() + 0.01,
                 qPrintable(QStringLiteral("bars from %1 to %2, frame from %3 to %4")
                                .arg(left).arg(right).arg(frame.plotRect.left()).arg(frame.plotRect.right())));
        // And in the pixels: the last bar's colour just inside the frame's right edge, a third of the way up.
        const int dpi = 300;
        const double scale = dpi / 96.0;
        const QImage image = FigureExporter::image(f, size, dpi);
        const QPoint inside = (QPointF(right - 0.5, frame.map(backends, counts.last() * 0.37).y()) * scale).toPoint();
        const QPoint centre = (frame.map(backends - 0.4 + 0.368, counts.last() * 0.37) * scale).toPoint();
        QVERIFY(inside.x() < int(frame.plotRect.right() * scale));
        QVERIFY(QColor(image.pixel(centre)) != QColor(Qt::white));
        QCOMPARE(QColor(image.pixel(inside)).name(), QColor(image.pixel(centre)).name());
    }

    void niceTicks_data()
    {
        QTest::addColumn<double>("min");
        QTest::addColumn<double>("max");
        QTest::newRow("0.9–7.3") << 0.9 << 7.3;
        QTest::newRow("0.33–0.99") << 0.33 << 0.99;
        QTest::newRow("0–2.17") << 0.0 << 2.17;
        QTest::newRow("1–1.08") << 1.0 << 1.08;
        QTest::newRow("12–98765") << 12.0 << 98765.0;
        // Flat data: a count that is 0 everywhere (a live run with no answer) gave an axis from -1.
        QTest::newRow("flat 0") << 0.0 << 0.0;
        QTest::newRow("flat 5") << 5.0 << 5.0;
    }
    void niceTicks()
    {
        QFETCH(double, min);
        QFETCH(double, max);
        const AxisTicks t = PlotRenderer::ticks(min, max, false, 5, true);
        QVERIFY(t.values.size() >= 2 && t.values.size() <= 11);
        QVERIFY(t.min <= min && t.max >= max);
        QVERIFY2(min < 0 || t.min >= 0, qPrintable(QString::number(t.min))); // no negative axis for data that is not
        QVERIFY(t.max > t.min);
        const double step = t.values[1] - t.values[0];
        QVERIFY2(isNiceStep(step), qPrintable(QString::number(step)));
        for (double v : t.values)
            QVERIFY(std::abs(v / step - std::round(v / step)) < 1e-6);
        const AxisTicks log = PlotRenderer::ticks(0.8, 8192, true, 6, true);
        for (double v : log.values)
            QVERIFY(std::abs(std::log10(v) - std::round(std::log10(v))) < 1e-9); // decades
    }

    void tidyData()
    {
        QTemporaryDir dir;
        QString error;
        for (const Figure &figure : std::as_const(m_figures)) {
            if (figure.plot.isEmpty())
                continue;
            const QString csvPath = dir.filePath(figure.name + QStringLiteral(".csv"));
            QVERIFY2(FigureExporter::writeCsv(figure, csvPath, &error), qPrintable(error));
            QFile csv(csvPath);
            QVERIFY(csv.open(QIODevice::ReadOnly));
            const QStringList lines = QString::fromUtf8(csv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            const QStringList header = lines.first().split(QLatin1Char(','));
            QCOMPARE(header.mid(0, 5), QStringLiteral("figure,series,label,x,y").split(QLatin1Char(',')));
            QVERIFY(lines.size() > 1);
            for (int i = 1; i < lines.size(); ++i) {
                // Labels may be quoted and hold commas; x and y come right after them.
                static const QRegularExpression row(QStringLiteral("^([^,]+),([^,]+),(\"(?:[^\"]|\"\")*\"|[^,]*),([^,]*),([^,]*)(,.*)?$"));
                const QRegularExpressionMatch m = row.match(lines[i]);
                QVERIFY2(m.hasMatch(), qPrintable(lines[i]));
                QCOMPARE(m.captured(1), figure.name);
                bool okX = false, okY = false;
                m.captured(4).toDouble(&okX);
                m.captured(5).toDouble(&okY);
                QVERIFY2(okX && okY, qPrintable(figure.name + QStringLiteral(": ") + lines[i])); // C-locale numbers
            }
            const QString jsonPath = dir.filePath(figure.name + QStringLiteral(".json"));
            Figure withExperiment = figure;
            withExperiment.experiment = smallExperiment().toJson();
            QVERIFY2(FigureExporter::writeJson(withExperiment, jsonPath, &error), qPrintable(error));
            QFile json(jsonPath);
            QVERIFY(json.open(QIODevice::ReadOnly));
            const QJsonObject root = QJsonDocument::fromJson(json.readAll()).object();
            QCOMPARE(root.value(QStringLiteral("rows")).toArray().size(), lines.size() - 1);
            QCOMPARE(root.value(QStringLiteral("ringlabVersion")).toString(), QStringLiteral(RINGLAB_VERSION));
            QCOMPARE(root.value(QStringLiteral("experiment")).toObject().value(QStringLiteral("servers")).toArray().size(), 20);
        }
        // The CV figure's proxy markers carry their label in the label column, not in a number column.
        for (const Figure &figure : std::as_const(m_figures))
            if (figure.name == QLatin1String("spread-cv")) {
                int labelled = 0;
                for (const QVariantList &row : figure.data.rows)
                    if (row.at(1).toString() == QLatin1String("marker")) {
                        QVERIFY(!row.at(2).toString().isEmpty());
                        QVERIFY(row.at(3).typeId() == QMetaType::Double);
                        ++labelled;
                    }
                QVERIFY(labelled > 0);
            }
    }
};

QTEST_MAIN(TestFigureLayout)
#include "tst_figurelayout.moc"
