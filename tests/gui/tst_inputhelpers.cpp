// Issue 34 item 13 (and the copy of item 14): every spin box of the GUI says why it refuses a
// number (red frame, a message naming the field and its range), a field holding a value the
// experiment's algorithm refuses is framed red, the Edit menu says what its Undo undoes, and every
// table copies as text.
#include "gui/common/inputhelpers.h"
#include "gui/common/spinrangeguard.h"
#include "gui/common/tablecopy.h"
#include "gui/experiment/experimentpanel.h"
#include "gui/live/livepage.h"
#include "gui/mainwindow/mainwindow.h"
#include "ringcore/live/liverunconfig.h"

#include <QAction>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace ringlab::gui;

namespace {
/// Red pixels of a grabbed widget (the frame a refused value gets).
int redPixels(QWidget *w)
{
    const QImage image = w->grab().toImage();
    int red = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            red += c.red() > 150 && c.green() < 70 && c.blue() < 70 ? 1 : 0;
        }
    return red;
}

QLabel *messageOf(QAbstractSpinBox *box)
{
    return box->findChild<QLabel *>(QStringLiteral("rangeMessage"));
}
}

class TestInputHelpers : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RingLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_inputhelpers"));
    }

    void basePortSaysWhyItRefuses70000()
    {
        LivePage page;
        page.resize(1366, 768);
        InputHelpers::installAll(&page);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QSpinBox *port = page.basePortBox();
        const int before = redPixels(port);
        port->setFocus();
        port->selectAll();
        QTest::keyClicks(port, QStringLiteral("70000"));
        QCOMPARE(port->text(), QStringLiteral("7000")); // Qt still refuses the fifth digit …
        // The page's limits are ringcore's (LiveRunConfig::kBasePort: 1,024-65,534, as measure's).
        const QString range = QLocale().toString(ringcore::LiveRunConfig::kBasePort.min) + QStringLiteral("–")
                              + QLocale().toString(ringcore::LiveRunConfig::kBasePort.max);
        QCOMPARE(ringcore::LiveRunConfig::kBasePort.max, qint64(65534));
        const QString expected = QStringLiteral("Base port: allowed %1; 70000 is outside the range.").arg(range);
        QCOMPARE(SpinRangeGuard::of(port)->message(), expected); // … and now says why
        QLabel *message = messageOf(port);
        QVERIFY(message && message->isVisible());
        QCOMPARE(message->text(), expected);
        QVERIFY2(message->geometry().top() >= port->mapToGlobal(QPoint(0, port->height())).y(),
                 "the message stands under the field");
        QVERIFY2(redPixels(port) > before + 2 * port->height(), "a red frame");
        // A digit that fits takes the frame and the message away.
        QTest::keyClick(port, Qt::Key_Backspace);
        QTest::keyClicks(port, QStringLiteral("1"));
        QCOMPARE(port->value(), 7001);
        QVERIFY(SpinRangeGuard::of(port)->message().isEmpty());
        QVERIFY(message->isHidden());
        // Left under the minimum: Qt puts the last value back, the guard says why.
        port->selectAll();
        QTest::keyClicks(port, QStringLiteral("80"));
        page.concurrencyBox()->setFocus();
        QTRY_COMPARE(port->value(), 7001);
        QCOMPARE(SpinRangeGuard::of(port)->message(), QStringLiteral("Base port: allowed %1; 80 is outside the range.").arg(range));
    }

    void everySpinBoxAndTableOfTheWindowIsGuarded()
    {
        MainWindow w;
        w.resize(1366, 768);
        w.show();
        const QList<QAbstractSpinBox *> boxes = w.findChildren<QAbstractSpinBox *>();
        int spinBoxes = 0;
        for (QAbstractSpinBox *box : boxes) {
            auto *spin = qobject_cast<QSpinBox *>(box);
            auto *dspin = qobject_cast<QDoubleSpinBox *>(box);
            if (!spin && !dspin)
                continue;
            ++spinBoxes;
            SpinRangeGuard *guard = SpinRangeGuard::of(box);
            QVERIFY2(guard, qPrintable(box->objectName()));
            const QString field = guard->fieldName();
            QVERIFY2(!field.isEmpty(), qPrintable(QStringLiteral("a spin box without a name: %1 in %2")
                                                      .arg(box->toolTip(), QString::fromLatin1(box->parentWidget()->metaObject()->className()))));
            // One more digit than its maximum has, typed over the whole text.
            const double max = spin ? spin->maximum() : dspin->maximum();
            const QString tooBig = QString::number(qint64(max) * 10 + 9);
            box->window()->activateWindow();
            box->setFocus();
            box->selectAll();
            QTest::keyClicks(box, tooBig);
            QVERIFY2(guard->message().startsWith(field + QStringLiteral(": allowed ")),
                     qPrintable(field + QStringLiteral(" / ") + guard->message()));
            QVERIFY2(guard->message().contains(QStringLiteral("is outside the range")), qPrintable(guard->message()));
        }
        QVERIFY2(spinBoxes >= 8, qPrintable(QString::number(spinBoxes)));
        int tables = 0;
        for (QTableView *view : w.findChildren<QTableView *>()) {
            ++tables;
            auto *copy = view->findChild<QAction *>(QStringLiteral("copyTableAction"));
            QVERIFY2(copy && view->actions().contains(copy), qPrintable(view->objectName()));
            QCOMPARE(copy->shortcut(), QKeySequence(QKeySequence::Copy));
            QCOMPARE(view->contextMenuPolicy(), Qt::ActionsContextMenu);
            QVERIFY(view->selectionMode() == QAbstractItemView::ExtendedSelection
                    || view->selectionMode() == QAbstractItemView::MultiSelection);
        }
        QVERIFY2(tables >= 4, qPrintable(QString::number(tables)));

        // A dialog made later (the export dialog, …) gets both helpers when it is first shown.
        QDialog dialog;
        auto *form = new QFormLayout(&dialog);
        auto *box = new QSpinBox;
        box->setRange(1, 10);
        form->addRow(QStringLiteral("Copies:"), box);
        auto *table = new QTableView;
        form->addRow(table);
        dialog.show();
        QVERIFY(SpinRangeGuard::of(box));
        QCOMPARE(SpinRangeGuard::of(box)->fieldName(), QStringLiteral("Copies"));
        QVERIFY(table->findChild<QAction *>(QStringLiteral("copyTableAction")));

        // The Edit menu says what its Undo undoes, and what Ctrl+Z in a text field does.
        auto *undo = w.findChild<QAction *>(QStringLiteral("undoAction"));
        QVERIFY(undo);
        QVERIFY2(undo->toolTip().contains(QStringLiteral("Inside a text field, Ctrl+Z undoes the typing in that field")),
                 qPrintable(undo->toolTip()));
        QVERIFY2(undo->toolTip().contains(QStringLiteral("always undoes the experiment")), qPrintable(undo->toolTip()));
        QCOMPARE(undo->statusTip(), undo->toolTip());
    }

    void invalidFieldFromAFileIsFramedRed()
    {
        ExperimentPanel panel;
        panel.resize(420, 900);
        panel.show();
        ringcore::Experiment e = ringcore::Experiment::defaultExperiment();
        e.algorithm = QStringLiteral("envoy-ring");
        panel.setExperiment(e);
        auto *edit = panel.findChild<QLineEdit *>(QStringLiteral("option_min-ring-size"));
        QVERIFY(edit);
        const int clean = redPixels(edit);
        // An experiment file may hold what the algorithm refuses (options are checked by the algorithm).
        e.options.insert(QStringLiteral("min-ring-size"), QStringLiteral("0"));
        panel.setExperiment(e);
        edit = panel.findChild<QLineEdit *>(QStringLiteral("option_min-ring-size")); // the option rows are rebuilt
        QVERIFY(edit);
        QCOMPARE(edit->text(), QStringLiteral("0"));
        auto *error = panel.findChild<QLabel *>(QStringLiteral("option_min-ring-sizeError"));
        QVERIFY(error);
        QTRY_VERIFY(error->isVisible());
        QVERIFY2(error->text().contains(QStringLiteral("min-ring-size: 0 is outside the allowed range")), qPrintable(error->text()));
        QVERIFY2(redPixels(edit) > clean + 2 * edit->height(), "the field is framed red");
        e.options.clear();
        panel.setExperiment(e);
        edit = panel.findChild<QLineEdit *>(QStringLiteral("option_min-ring-size"));
        error = panel.findChild<QLabel *>(QStringLiteral("option_min-ring-sizeError"));
        QVERIFY(edit && error);
        QVERIFY(error->isHidden());
        QVERIFY(redPixels(edit) <= clean + 2);
    }
};

QTEST_MAIN(TestInputHelpers)
#include "tst_inputhelpers.moc"
