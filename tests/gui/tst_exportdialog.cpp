// The export dialog offers printed sizes: presets (single column, double column, slide), a
// width × height in in/mm/pt/px, a font size and a DPI that only changes the PNG's pixel count.
#include "gui/export/exportdialog.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
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
};

QTEST_MAIN(TestExportDialog)
#include "tst_exportdialog.moc"
