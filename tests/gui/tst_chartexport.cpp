// Figure export: PNG of the requested size and DPI, SVG that QSvgRenderer accepts, a one-page
// PDF, CSV/JSON data, range checks, "export all", tables as figures.
#include "gui/export/figureexporter.h"
#include "gui/export/figurerenderer.h"
#include "gui/chart/tablefigure.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardItemModel>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

using namespace ringlab::gui;

namespace {

Figure sampleFigure()
{
    Figure f;
    f.name = QStringLiteral("sample");
    f.title = QStringLiteral("Sample figure");
    f.caption = QStringLiteral("N = 3");
    f.parameters = QJsonObject{{QStringLiteral("servers"), 3}};
    f.data.columns = {QStringLiteral("x"), QStringLiteral("y")};
    f.data.rows = {{1, 2.5}, {2, 3.5}, {3, QStringLiteral("a, \"quoted\" label")}};
    PlotSeries line;
    line.id = QStringLiteral("line");
    line.name = QStringLiteral("line");
    line.points = {QPointF(1, 2.5), QPointF(2, 3.5)};
    f.plot.series << line;
    return f;
}

int countPages(const QByteArray &pdf)
{
    int pages = 0;
    for (qsizetype i = pdf.indexOf("/Type /Page"); i >= 0; i = pdf.indexOf("/Type /Page", i + 1))
        if (pdf.mid(i + 11, 1) != "s")
            ++pages;
    return pages;
}

} // namespace

class TestChartExport : public QObject
{
    Q_OBJECT
private slots:
    void png_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("dpi");
        QTest::newRow("screen") << QSize(640, 480) << 96;
        QTest::newRow("print") << QSize(1800, 1200) << 300;
        QTest::newRow("small") << QSize(200, 120) << 72;
    }
    void png()
    {
        QFETCH(QSize, size);
        QFETCH(int, dpi);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("f.png"));
        QString error;
        QVERIFY2(FigureExporter::writePng(sampleFigure(), path, size, dpi, &error), qPrintable(error));
        QImage image(path);
        QCOMPARE(image.size(), size);
        QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), dpi);
        // Something was drawn: not every pixel is white.
        bool nonWhite = false;
        for (int y = 0; y < image.height() && !nonWhite; y += 3)
            for (int x = 0; x < image.width() && !nonWhite; x += 3)
                nonWhite = image.pixel(x, y) != qRgb(255, 255, 255);
        QVERIFY(nonWhite);
    }
    void svg()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("f.svg"));
        QString error;
        QVERIFY2(FigureExporter::writeSvg(sampleFigure(), path, QSize(800, 600), &error), qPrintable(error));
        QSvgRenderer renderer(path);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.viewBox().size(), QSize(800, 600));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("RingLab " RINGLAB_VERSION)); // the caption names the version
    }
    void pdf()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("f.pdf"));
        QString error;
        QVERIFY2(FigureExporter::writePdf(sampleFigure(), path, QSize(1200, 800), &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray pdf = file.readAll();
        QVERIFY(pdf.startsWith("%PDF-"));
        QCOMPARE(countPages(pdf), 1);
    }
    void csvAndJson()
    {
        QTemporaryDir dir;
        QString error;
        const Figure f = sampleFigure();
        QVERIFY(FigureExporter::writeCsv(f, dir.filePath(QStringLiteral("f.csv")), &error));
        QFile csv(dir.filePath(QStringLiteral("f.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(csv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines[0], QStringLiteral("x,y"));
        QCOMPARE(lines[1], QStringLiteral("1,2.5"));
        QCOMPARE(lines[3], QStringLiteral("3,\"a, \"\"quoted\"\" label\""));

        QVERIFY(FigureExporter::writeJson(f, dir.filePath(QStringLiteral("f.json")), &error));
        QFile json(dir.filePath(QStringLiteral("f.json")));
        QVERIFY(json.open(QIODevice::ReadOnly));
        const QJsonObject root = QJsonDocument::fromJson(json.readAll()).object();
        QCOMPARE(root.value(QStringLiteral("figure")).toString(), QStringLiteral("sample"));
        QCOMPARE(root.value(QStringLiteral("ringlabVersion")).toString(), QStringLiteral(RINGLAB_VERSION));
        QCOMPARE(root.value(QStringLiteral("parameters")).toObject().value(QStringLiteral("servers")).toInt(), 3);
        const QJsonArray rows = root.value(QStringLiteral("rows")).toArray();
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows[1].toObject().value(QStringLiteral("y")).toDouble(), 3.5);
    }
    void refusesBadSizes_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("dpi");
        QTest::addColumn<QString>("field");
        QTest::newRow("narrow") << QSize(10, 400) << 96 << QStringLiteral("Width 10");
        QTest::newRow("tall") << QSize(400, 20000) << 96 << QStringLiteral("Height 20000");
        QTest::newRow("dpi") << QSize(400, 400) << 5000 << QStringLiteral("DPI 5000");
    }
    void refusesBadSizes()
    {
        QFETCH(QSize, size);
        QFETCH(int, dpi);
        QFETCH(QString, field);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.png"));
        QString error;
        QVERIFY(!FigureExporter::writePng(sampleFigure(), path, size, dpi, &error));
        QVERIFY2(error.contains(field), qPrintable(error));
        QVERIFY(!QFile::exists(path)); // nothing half-written
    }
    void refusesEmptyFigure()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!FigureExporter::writePng(Figure(), dir.filePath(QStringLiteral("e.png")), QSize(200, 200), 96, &error));
        QVERIFY(!error.isEmpty());
    }
    void exportAll()
    {
        QTemporaryDir dir;
        Figure second = sampleFigure();
        second.name = QStringLiteral("second");
        second.data = {};
        QString error;
        const int written = FigureExporter::exportAll({sampleFigure(), second}, dir.filePath(QStringLiteral("out")),
                                                      QSize(400, 300), 96, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(written, 5 + 3); // the second figure has no data: no CSV/JSON
        for (const char *name : {"sample.png", "sample.svg", "sample.pdf", "sample.csv", "sample.json",
                                 "second.png", "second.svg", "second.pdf"})
            QVERIFY2(QFile::exists(dir.filePath(QStringLiteral("out/") + QLatin1String(name))), name);
    }
    void tableFigure()
    {
        QStandardItemModel model(2, 2);
        model.setHorizontalHeaderLabels({QStringLiteral("name"), QStringLiteral("value")});
        model.setItem(0, 0, new QStandardItem(QStringLiteral("a")));
        auto *item = new QStandardItem(QStringLiteral("1.5×"));
        item->setData(1.5, Qt::UserRole);
        model.setItem(0, 1, item);
        model.setItem(1, 0, new QStandardItem(QStringLiteral("b")));
        model.setItem(1, 1, new QStandardItem(QStringLiteral("2")));
        const Figure f = TableFigure::fromModel(&model, QStringLiteral("t"), QStringLiteral("Table"), QString());
        QVERIFY(f.isValid());
        QCOMPARE(f.data.rows.size(), 2);
        QCOMPARE(f.data.rows[0][1].toDouble(), 1.5); // raw value, not the display text
        QTemporaryDir dir;
        QString error;
        QVERIFY(FigureExporter::writeSvg(f, dir.filePath(QStringLiteral("t.svg")), QSize(600, 200), &error));
        QVERIFY(QSvgRenderer(dir.filePath(QStringLiteral("t.svg"))).isValid());
    }
};

QTEST_MAIN(TestChartExport)
#include "tst_chartexport.moc"
