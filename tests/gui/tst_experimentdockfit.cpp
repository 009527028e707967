// The Experiment dock at 1366×768, in English, German and Chinese, for every algorithm: every row
// is shown without scrolling. The rows every experiment has (algorithm, servers, weights, down,
// keys, seed) come first, label and field inside the dock; the algorithm's own rows (points per
// server, its options) follow, and the whole panel fits (Varnish's six options in German too). An
// algorithm without a points-per-server option shows no disabled slider, only the sentence saying
// who sets its points.
#include "gui/experiment/experimentpanel.h"
#include "gui/mainwindow.h"
#include "gui/settings/languagemanager.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QApplication>
#include <QFile>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ringlab::gui;

class TestExperimentDockFit : public QObject
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
            // The panel rebuilt its option rows; the docks settle after queued layout passes:
            // wait until the panel and the dock kept their heights for a while.
            QSize lastPanel, lastViewport;
            for (int calm = 0, waited = 0; calm < 4 && waited < 2000; waited += 25) {
                QTest::qWait(25);
                calm = panel->size() == lastPanel && scroll->viewport()->size() == lastViewport ? calm + 1 : 0;
                lastPanel = panel->size();
                lastViewport = scroll->viewport()->size();
            }
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
};

// The window is made as the application makes it on a 1366×768 screen (its docks split for that
// size from the start): the offscreen platform gets a 1366×768 screen.
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
    TestExperimentDockFit test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_experimentdockfit.moc"
