// The export dialog offers printed sizes: presets (single column, double column, slide), a
// width × height in in/mm/pt/px, a font size and a DPI that only changes the PNG's pixel count.
#include "gui/export/exportdialog.h"
#include "gui/export/figurerenderer.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace ringlab::gui;

class TestExportDialog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        // Settings of a test of its own, never the user's.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RingLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_exportdialog"));
    }
    void init() { QSettings().remove(QStringLiteral("export")); }

    void presetsUnitsAndDpi()
    {
        ExportDialog dialog;
        auto *preset = dialog.findChild<QComboBox *>(QStringLiteral("sizePreset"));
        QVERIFY(preset);
        // Default: double column at 300 dpi.
        QCOMPARE(dialog.figureSize().widthIn, 7.2);
        QCOMPARE(dialog.pixelSize(), QSize(2160, 1350));
        preset->setCurrentIndex(0); // single column
        QVERIFY(std::abs(dialog.figureSize().widthIn - 3.5) < 1e-9);
        QVERIFY(std::abs(dialog.figureSize().heightIn - 2.45) < 1e-9);
        QCOMPARE(dialog.figureSize().fontPt, 8.0);
        QCOMPARE(dialog.pixelSize(), QSize(1050, 735));
        dialog.setDpi(96);
        QCOMPARE(dialog.pixelSize(), QSize(336, 235)); // same drawing, fewer pixels
        QCOMPARE(dialog.figureSize().fontPt, 8.0);

        // Millimetres: the same size, shown as 88.9 × 62.2 mm.
        const QList<QComboBox *> combos = dialog.findChildren<QComboBox *>();
        QComboBox *unit = nullptr;
        for (QComboBox *c : combos)
            if (c->findText(QStringLiteral("mm")) >= 0)
                unit = c;
        QVERIFY(unit);
        unit->setCurrentIndex(unit->findText(QStringLiteral("mm")));
        QVERIFY(std::abs(dialog.figureSize().widthIn - 3.5) < 0.01);
        QList<QDoubleSpinBox *> boxes = dialog.findChildren<QDoubleSpinBox *>();
        QVERIFY(std::any_of(boxes.begin(), boxes.end(), [](QDoubleSpinBox *b) { return std::abs(b->value() - 88.9) < 0.06; }));

        // Typing a size makes it custom; the font stays the user's.
        for (QDoubleSpinBox *b : boxes)
            if (std::abs(b->value() - 88.9) < 0.06)
                b->setValue(120);
        QCOMPARE(preset->currentIndex(), preset->count() - 1);
        QVERIFY(std::abs(dialog.figureSize().widthIn - 120 / 25.4) < 0.01);
    }

    // A value chart whose legend leaves it no room at the size asked for is not drawn taller
    // (issue 34: an author's column is a fixed box): the note says it does not fit and names the
    // height it needs at that width and font.
    void noteSaysWhatDoesNotFit()
    {
        Figure figure;
        figure.name = QStringLiteral("long-legend");
        figure.title = QStringLiteral("Long legend");
        figure.plot.x.title = QStringLiteral("x");
        figure.plot.y.title = QStringLiteral("y");
        for (int i = 0; i < 15; ++i) {
            PlotSeries s = PlotSeries::make(PlotSeries::LineMarkers, QStringLiteral("s%1").arg(i),
                                            QStringLiteral("a rather long series name number %1").arg(i));
            s.add({0, double(i)}).add({1, double(i + 1)});
            figure.plot.series << s;
        }
        ExportDialog dialog;
        dialog.setFigures({figure});
        auto *preset = dialog.findChild<QComboBox *>(QStringLiteral("sizePreset"));
        QVERIFY(preset);
        preset->setCurrentIndex(0); // single column, 3.5 × 2.45 in
        dialog.setDpi(300);
        const QList<FigurePage> pages = FigureRenderer::pages(figure, dialog.figureSize());
        QCOMPARE(pages.size(), 1);
        QCOMPARE(pages.first().size.heightIn, dialog.figureSize().heightIn); // never taller
        QVERIFY(!FigureRenderer::fits(pages.first()));
        auto *note = dialog.findChild<QLabel *>(QStringLiteral("sizeNote"));
        QVERIFY(note);
        QVERIFY2(note->text().contains(QStringLiteral("does not fit")) && note->text().contains(QStringLiteral("in of height")),
                 qPrintable(note->text()));
        const double needed = FigureRenderer::neededHeightIn(figure, dialog.figureSize());
        QVERIFY2(needed > dialog.figureSize().heightIn && note->text().contains(QLocale().toString(needed, 'g', 3)),
                 qPrintable(note->text()));
    }

    // The note names the format chosen (it said "PNG:" for a PDF) and is never clipped: the label
    // is as tall as its wrapped text.
    void noteFollowsTheFormatAndShowsWhole()
    {
        ExportDialog dialog;
        auto *note = dialog.findChild<QLabel *>(QStringLiteral("sizeNote"));
        QVERIFY(note);
        dialog.setFormat(FigureExporter::Pdf);
        QVERIFY2(note->text().startsWith(QStringLiteral("PDF:")) && !note->text().contains(QStringLiteral("PNG")),
                 qPrintable(note->text()));
        QVERIFY2(note->text().contains(QStringLiteral("7.2 × 4.5 in")), qPrintable(note->text()));
        dialog.setFormat(FigureExporter::Svg);
        QVERIFY2(note->text().startsWith(QStringLiteral("SVG:")), qPrintable(note->text()));
        dialog.setFormat(FigureExporter::Csv);
        QVERIFY2(note->text().startsWith(QStringLiteral("CSV:")) && !note->text().contains(QStringLiteral("pixels")),
                 qPrintable(note->text()));
        dialog.setFormat(FigureExporter::Png);
        QVERIFY2(note->text().startsWith(QStringLiteral("PNG:")), qPrintable(note->text()));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        for (FigureExporter::Format format : {FigureExporter::Png, FigureExporter::Pdf, FigureExporter::Csv}) {
            dialog.setFormat(format);
            QCoreApplication::processEvents();
            QVERIFY2(note->height() >= note->heightForWidth(note->width()),
                     qPrintable(QStringLiteral("note %1 px tall, its text needs %2 px: %3")
                                    .arg(note->height()).arg(note->heightForWidth(note->width())).arg(note->text())));
            QVERIFY(dialog.rect().contains(note->geometry()));
        }
    }

    // Journals' sizes by name, in the dialog and in FigureSize (the CLI's --size).
    void journalPresets_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("widthIn");
        QTest::newRow("acm-column") << QStringLiteral("acm-column") << 3.33;
        QTest::newRow("acm-double") << QStringLiteral("acm-double") << 7.0;
        QTest::newRow("ieee-column") << QStringLiteral("ieee-column") << 3.5;
        QTest::newRow("ieee-double") << QStringLiteral("ieee-double") << 7.16;
        QTest::newRow("lncs") << QStringLiteral("lncs") << 122 / 25.4;
        QTest::newRow("elsevier-single") << QStringLiteral("elsevier-single") << 90 / 25.4;
        QTest::newRow("elsevier-1.5") << QStringLiteral("elsevier-1.5") << 140 / 25.4;
        QTest::newRow("elsevier-double") << QStringLiteral("elsevier-double") << 190 / 25.4;
    }
    void journalPresets()
    {
        QFETCH(QString, name);
        QFETCH(double, widthIn);
        FigureSize size;
        QString error;
        QVERIFY2(FigureSize::parse(name, &size, &error), qPrintable(error));
        QVERIFY(std::abs(size.widthIn - widthIn) < 0.01);
        QVERIFY(FigureSize::journalPresetNames().contains(name));
        ExportDialog dialog;
        auto *preset = dialog.findChild<QComboBox *>(QStringLiteral("sizePreset"));
        QVERIFY(preset);
        const int index = preset->findData(name);
        QVERIFY2(index >= 0, qPrintable(name));
        preset->setCurrentIndex(index);
        QVERIFY(std::abs(dialog.figureSize().widthIn - widthIn) < 0.01);
    }

    // The dialog remembers the last size, format and DPI (QSettings), a custom size too.
    void remembersTheLastChoices()
    {
        {
            ExportDialog dialog;
            auto *preset = dialog.findChild<QComboBox *>(QStringLiteral("sizePreset"));
            preset->setCurrentIndex(preset->findData(QStringLiteral("ieee-column")));
            dialog.setFormat(FigureExporter::Pdf);
            dialog.setDpi(600);
            dialog.rememberChoices();
        }
        {
            ExportDialog dialog;
            auto *preset = dialog.findChild<QComboBox *>(QStringLiteral("sizePreset"));
            QCOMPARE(preset->currentData().toString(), QStringLiteral("ieee-column"));
            QCOMPARE(dialog.format(), FigureExporter::Pdf);
            QCOMPARE(dialog.dpi(), 600);
            QVERIFY(std::abs(dialog.figureSize().widthIn - 3.5) < 1e-9);
            preset->setCurrentIndex(preset->count() - 1); // Custom
            dialog.setFigureSize(FigureSize{5.0, 3.0, 7.5});
            QCOMPARE(preset->currentData().toString(), QString());
            dialog.rememberChoices();
        }
        ExportDialog dialog;
        QVERIFY(std::abs(dialog.figureSize().widthIn - 5.0) < 1e-6);
        QVERIFY(std::abs(dialog.figureSize().heightIn - 3.0) < 1e-6);
        QCOMPARE(dialog.figureSize().fontPt, 7.5);
    }
};

QTEST_MAIN(TestExportDialog)
#include "tst_exportdialog.moc"
