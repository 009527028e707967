// The export dialog offers printed sizes: presets (single column, double column, slide), a
// width × height in in/mm/pt/px, a font size and a DPI that only changes the PNG's pixel count.
#include "gui/export/exportdialog.h"
#include "gui/export/figurerenderer.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLocale>
#include <QTest>

using namespace ringlab::gui;

class TestExportDialog : public QObject
{
    Q_OBJECT
private slots:
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

    // A value chart with a long legend is drawn taller than the size asked for (pages()); the
    // pixel line says what the PNG will really be.
    void pixelLineShowsTheWrittenSize()
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
        QVERIFY(!pages.isEmpty());
        const QSize written = pages.first().size.pixels(300);
        QVERIFY2(written.height() > dialog.pixelSize().height(), "the figure should be drawn taller");
        const QString expected = QStringLiteral("%1 × %2 pixels").arg(written.width()).arg(written.height());
        bool shown = false;
        QString line;
        for (QLabel *label : dialog.findChildren<QLabel *>())
            if (label->text().contains(expected)) {
                shown = true;
                line = label->text();
            }
        QVERIFY2(shown, qPrintable(expected));
        // ... and says that the height given is not the height written, in the dialog's unit.
        const QString tall = QLocale().toString(pages.first().size.heightIn, 'f', 2) + QStringLiteral(" in");
        const QString given = QLocale().toString(dialog.figureSize().heightIn, 'f', 2) + QStringLiteral(" in");
        QVERIFY2(line.contains(tall) && line.contains(given), qPrintable(line));
    }
};

QTEST_MAIN(TestExportDialog)
#include "tst_exportdialog.moc"
