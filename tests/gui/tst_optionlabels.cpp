// The Experiment panel at 1366×768: for every algorithm, every option's label (twemproxy's
// "auto-eject-hosts:", Envoy's "use-hostname-for-hashing:", …) and its field are shown whole,
// neither squeezed narrower than the text nor cut at the dock's edge, in English, German and
// Chinese; the algorithm's name is elided ("…"), never cut mid-letter. The Numbers dock below
// gives up its spare room for that, and the panel's scroll bar always has its room (a bar that
// came and went cut the fields' right edge).
//
// The Experiment dock at 1366×768, in English, German and Chinese, for every algorithm: every row
// is shown without scrolling. The rows every experiment has (algorithm, servers, weights, down,
// keys, seed) come first, label and field inside the dock; the algorithm's own rows (points per
// server, its options) follow, and the whole panel fits (Varnish's six options in German too). An
// algorithm without a points-per-server option shows no disabled slider, only the sentence saying
// who sets its points.
#include "gui/common/elidingcombobox.h"
#include "gui/experiment/experimentpanel.h"
#include "gui/experiment/numberspanel.h"
#include "gui/mainwindow/mainwindow.h"
#include "gui/settings/languagemanager.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScreen>
#include <QStyleOptionComboBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ringlab::gui;

class TestOptionLabels : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCOMPARE(QGuiApplication::primaryScreen()->size(), QSize(1366, 768));
    }
    void cleanupTestCase()
    {
        LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    }

    void everyOptionLabelIsWhole_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("zh_CN")})
            QTest::newRow(qPrintable(language)) << language;
    }

    void everyOptionLabelIsWhole()
    {
        QFETCH(QString, language);
        // The language first, then the window, as the application starts in that language.
        QVERIFY(LanguageManager::instance()->setLanguage(language));
        std::unique_ptr<MainWindow> window(new MainWindow); // sized for the screen, as the application is
        m_window = window.get();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        QCOMPARE(m_window->size(), QSize(1366, 768));
        ExperimentPanel *panel = m_window->findChild<ExperimentPanel *>();
        QVERIFY(panel);
        auto *scroll = qobject_cast<QScrollArea *>(panel->parentWidget()->parentWidget());
        QVERIFY(scroll);
        int checked = 0;
        QStringList problems;
        for (const ringcore::AlgorithmInfo &info : ringcore::AlgorithmRegistry::all()) {
            if (info.options.isEmpty())
                continue;
            ringcore::Experiment e = ringcore::Experiment::defaultExperiment();
            e.algorithm = info.name;
            e.keys = 1000;
            m_window->setExperiment(e);
            settle(panel, scroll);
            const QRect viewport = scroll->viewport()->rect();
            // The algorithm's name: whole, or ending in "…" inside the box, never cut mid-letter.
            auto *combo = qobject_cast<ElidingComboBox *>(panel->findChild<QComboBox *>(QStringLiteral("algorithmCombo")));
            if (!combo) {
                problems << QStringLiteral("the algorithm chooser does not elide its text");
            } else {
                QStyleOptionComboBox option;
                option.initFrom(combo);
                option.editable = combo->isEditable();
                const int field = combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo).width();
                const QString name = combo->currentText();
                const QString shown = ElidingComboBox::shownText(combo->fontMetrics(), name, field);
                if (combo->fontMetrics().horizontalAdvance(shown) > field
                    || (shown != name && !shown.endsWith(QChar(0x2026))))
                    problems << QStringLiteral("%1: the chooser shows \"%2\" in %3 px").arg(info.name, shown).arg(field);
            }
            for (const ringcore::OptionSpec &o : info.options) {
                auto *field = panel->findChild<QWidget *>(QStringLiteral("option_") + o.name);
                if (!field) {
                    problems << QStringLiteral("%1: no field for %2").arg(info.name, o.name);
                    continue;
                }
                auto *form = qobject_cast<QFormLayout *>(field->parentWidget()->layout());
                auto *label = form ? qobject_cast<QLabel *>(form->labelForField(field)) : nullptr;
                if (!label) {
                    problems << QStringLiteral("%1: no label for %2").arg(info.name, o.name);
                    continue;
                }
                ++checked;
                const QString what = QStringLiteral("%1 %2 \"%3\"").arg(info.name, o.name, label->text());
                if (!label->text().startsWith(o.name))
                    problems << what + QStringLiteral(": the label does not name the option");
                if (!label->isVisible())
                    problems << what + QStringLiteral(": hidden");
                if (label->width() < label->sizeHint().width())
                    problems << what + QStringLiteral(": %1 px wide, its text needs %2").arg(label->width()).arg(label->sizeHint().width());
                for (QWidget *w : {static_cast<QWidget *>(label), field}) {
                    const QRect inViewport(w->mapTo(scroll->viewport(), QPoint(0, 0)), w->size());
                    if (!viewport.contains(inViewport))
                        problems << what + QStringLiteral(": %1 at %2,%3 %4x%5 is cut by the dock (visible %6x%7)")
                                               .arg(QString::fromLatin1(w->metaObject()->className()))
                                               .arg(inViewport.x()).arg(inViewport.y()).arg(inViewport.width()).arg(inViewport.height())
                                               .arg(viewport.width()).arg(viewport.height());
                }
            }
        }
        QVERIFY(checked > 20);
        QVERIFY2(problems.isEmpty(), qPrintable(language + QStringLiteral(":\n") + problems.join(QLatin1Char('\n'))));
    }

    void commonRowsNeedNoScrolling_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("zh_CN")})
            QTest::newRow(qPrintable(language)) << language;
    }

    void commonRowsNeedNoScrolling()
    {
        QFETCH(QString, language);
        QVERIFY(LanguageManager::instance()->setLanguage(language));
        std::unique_ptr<MainWindow> window(new MainWindow); // sized for the screen, as the application is
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QCOMPARE(window->size(), QSize(1366, 768));
        auto *panel = window->findChild<ExperimentPanel *>();
        QVERIFY(panel);
        auto *scroll = qobject_cast<QScrollArea *>(panel->parentWidget()->parentWidget());
        QVERIFY(scroll);
        const QStringList common{QStringLiteral("algorithmCombo"), QStringLiteral("serversEdit"),
                                 QStringLiteral("weightsEdit"), QStringLiteral("downEdit"),
                                 QStringLiteral("keysEdit"), QStringLiteral("seedEdit")};
        auto *numbers = window->findChild<QWidget *>(QStringLiteral("numbersPanel"));
        QVERIFY(numbers);
        QStringList problems;
        int checked = 0;
        for (const ringcore::AlgorithmInfo &info : ringcore::AlgorithmRegistry::all()) {
            ringcore::Experiment e = ringcore::Experiment::defaultExperiment();
            e.algorithm = info.name;
            e.keys = 1000;
            window->setExperiment(e);
            settle(panel, scroll);
            // Scrolled to the top, as a user sees the dock after choosing the algorithm.
            QCOMPARE(scroll->verticalScrollBar()->value(), 0);
            const QRect viewport = scroll->viewport()->rect();
            for (const QString &name : common) {
                auto *field = panel->findChild<QWidget *>(name);
                QVERIFY2(field, qPrintable(name));
                QWidget *label = nullptr;
                for (QFormLayout *f : panel->findChildren<QFormLayout *>())
                    if (!label)
                        label = f->labelForField(field);
                QVERIFY2(label, qPrintable(name + QStringLiteral(": no label")));
                for (QWidget *w : {label, field}) {
                    ++checked;
                    const QRect inViewport(w->mapTo(scroll->viewport(), QPoint(0, 0)), w->size());
                    if (!w->isVisible() || !viewport.contains(inViewport))
                        problems << QStringLiteral("%1: %2 %3 at y %4-%5, the dock shows 0-%6")
                                        .arg(info.name, name, QString::fromLatin1(w->metaObject()->className()))
                                        .arg(inViewport.top()).arg(inViewport.bottom()).arg(viewport.bottom());
                }
            }
            // No disabled slider standing for a setting the algorithm does not have.
            auto *slider = panel->findChild<QSlider *>(QStringLiteral("pointsSlider"));
            QVERIFY(slider);
            if (panel->pointsOption().isEmpty() && slider->isVisible())
                problems << QStringLiteral("%1: a points slider is shown, but it has no points option").arg(info.name);
            // … and the sentence saying who sets them has the panel's width, not the option
            // fields' column under a long option label (Envoy's five lines).
            auto *own = panel->findChild<QLabel *>(QStringLiteral("ownPointsLabel"));
            QVERIFY(own);
            if (panel->pointsOption().isEmpty()
                && (!own->isVisible() || own->height() > 3 * own->fontMetrics().lineSpacing() + 4))
                problems << QStringLiteral("%1: \"%2\" is %3 px high in %4 px").arg(info.name, own->text()).arg(own->height()).arg(own->width());
            if (!panel->pointsOption().isEmpty() && own->isVisible())
                problems << QStringLiteral("%1: says it sets its own points, but has %2").arg(info.name, panel->pointsOption());
            if (!panel->pointsOption().isEmpty() && (!slider->isVisible() || !slider->isEnabled()))
                problems << QStringLiteral("%1: no usable points slider for %2").arg(info.name, panel->pointsOption());
            // And every row of the algorithm's own (its options too): the whole panel is in view.
            if (panel->height() > viewport.height())
                problems << QStringLiteral("%1: the dock shows %2 of the panel's %3 px (the Numbers dock %4 px, its rows need %5)")
                                .arg(info.name).arg(viewport.height()).arg(panel->height())
                                .arg(numbers->height()).arg(numbers->heightForWidth(numbers->width()));
        }
        QVERIFY(checked >= 12 * ringcore::AlgorithmRegistry::all().size());
        QVERIFY2(problems.isEmpty(), qPrintable(language + QStringLiteral(":\n") + problems.join(QLatin1Char('\n'))));
    }

private:
    // The panel rebuilt its option rows; the docks settle after queued layout passes: wait until
    // the panel and the dock kept their sizes for a while.
    // (And until the Numbers dock no longer says "Computing…": its line takes room.)
    static void settle(const QWidget *panel, const QScrollArea *scroll)
    {
        const auto *numbers = panel->window()->findChild<NumbersPanel *>();
        QSize lastPanel, lastViewport;
        for (int calm = 0, waited = 0; calm < 4 && waited < 4000; waited += 25) {
            QTest::qWait(25);
            calm = panel->size() == lastPanel && scroll->viewport()->size() == lastViewport && !(numbers && numbers->isBusy())
                ? calm + 1 : 0;
            lastPanel = panel->size();
            lastViewport = scroll->viewport()->size();
        }
    }

    MainWindow *m_window = nullptr;
};

// The window is made as the application makes it on a 1366×768 screen (its docks split for that
// size from the start), not resized there later: the offscreen platform gets a 1366×768 screen.
int main(int argc, char *argv[])
{
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screen.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly))
        return 2;
    file.write(R"({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96,
                    "logicalBaseDpi": 96, "dpr": 1}]})");
    file.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + config.toLocal8Bit());
    QApplication app(argc, argv);
    TestOptionLabels test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_optionlabels.moc"
