// Switching the language at run time retranslates the whole window, no restart: every menu
// title, tab title and dock title, the pages' and panels' labels and buttons, and the algorithm
// descriptions that ringcore registered before any translator existed. A marking translator
// (every text becomes "⟦…⟧") shows which texts followed, whatever the .ts files hold today; the
// real German switch is checked too. Every character of the zh_CN translation must be in the
// font actually used.
#include "gui/compare/comparepage.h"
#include "gui/experiment/experimentpanel.h"
#include "gui/removal/removalpage.h"
#include "gui/spread/spreadpage.h"
#include "ringcore/core/serverlistparser.h"
#include "gui/experiment/numberspanel.h"
#include "gui/ring/ringlookupoverlay.h"
#include "gui/ring/ringpage.h"
#include "gui/ring/ringrenderer.h"
#include "gui/ring/ringview.h"
#include "ringcore/snapshot/ringsnapshotbuilder.h"
#include "gui/mainwindow/mainwindow.h"
#include "gui/page.h"
#include "gui/settings/languagemanager.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QDockWidget>
#include <QFile>
#include <QFontMetrics>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QComboBox>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace ringlab::gui;

namespace {

/// Translates every text to "⟦text⟧" (numerus forms too).
class MarkingTranslator : public QTranslator
{
public:
    QString translate(const char *, const char *source, const char *, int) const override
    {
        if (!source || !*source)
            return {};
        return QStringLiteral("⟦") + QString::fromUtf8(source) + QStringLiteral("⟧");
    }
    bool isEmpty() const override { return false; }
};

bool marked(const QString &text)
{
    return text.contains(QStringLiteral("⟦"));
}

struct Titles
{
    QStringList menus, tabs, docks;
};

Titles titlesOf(MainWindow &w)
{
    Titles t;
    for (QAction *a : w.menuBar()->actions())
        if (a->menu())
            t.menus << a->menu()->title();
    for (int i = 0; i < w.tabs()->count(); ++i)
        t.tabs << w.tabs()->tabText(i);
    for (QDockWidget *dock : w.findChildren<QDockWidget *>())
        t.docks << dock->windowTitle();
    return t;
}

QString sourceRoot()
{
    return QStringLiteral(RINGLAB_TEST_SOURCE_DIR "/..");
}

} // namespace

class TestRetranslate : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RingLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_retranslate"));
    }

    void everyTitleFollowsTheLanguage();
    void undoTextsFollowTheLanguage();
    void panelsAndRingPageFollowTheLanguage();
    void germanSwitchAtRunTime();
    void resultsFollowTheLanguage();
    void ringResultsFollowTheLanguage();
    void algorithmDescriptionsAreTranslatedWhenShown();
    void chineseCharactersAreInTheFont();
};

void TestRetranslate::everyTitleFollowsTheLanguage()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const Titles english = titlesOf(w);
    QVERIFY(english.menus.size() >= 4);
    QCOMPARE(english.tabs.size(), w.pages().size());
    QVERIFY(english.docks.size() >= 3);
    for (const QStringList &list : {english.menus, english.tabs, english.docks})
        for (const QString &title : list)
            QVERIFY2(!marked(title), qPrintable(title));

    MarkingTranslator marking;
    QVERIFY(QCoreApplication::installTranslator(&marking));
    QCoreApplication::processEvents(); // LanguageChange is posted
    const Titles translated = titlesOf(w);
    QStringList untranslated;
    for (const QString &title : translated.menus + translated.tabs + translated.docks)
        if (!marked(title))
            untranslated << title;
    // Sub-menus and every menu's actions too (recent file names and language names excepted).
    for (QAction *top : w.menuBar()->actions()) {
        if (!top->menu())
            continue;
        for (QAction *a : top->menu()->actions()) {
            if (a->isSeparator() || a->text().isEmpty())
                continue;
            if (!marked(a->text()))
                untranslated << top->menu()->objectName() + QStringLiteral(": ") + a->text();
        }
    }
    QVERIFY2(untranslated.isEmpty(), qPrintable(QStringLiteral("not retranslated: ") + untranslated.join(QStringLiteral(" | "))));
    QVERIFY(marked(w.windowTitle()));

    QVERIFY(QCoreApplication::removeTranslator(&marking));
    QCoreApplication::processEvents();
    const Titles back = titlesOf(w);
    QCOMPARE(back.menus, english.menus);
    QCOMPARE(back.tabs, english.tabs);
    QCOMPARE(back.docks, english.docks);
}

// The undo action names the change ("Undo remove 127.0.0.1:9001"): after a switch, the change's
// name is in the new language too, not only "Undo".
void TestRetranslate::undoTextsFollowTheLanguage()
{
    MainWindow w;
    ringcore::Experiment e = w.experiment();
    e.servers[0].down = true;
    w.applyEdit(e);
    QAction *undo = w.findChild<QAction *>(QStringLiteral("undoAction"));
    QVERIFY(undo);
    const QString address = e.servers[0].address;
    QVERIFY2(undo->text().contains(QStringLiteral("remove ") + address), qPrintable(undo->text()));
    MarkingTranslator marking;
    QVERIFY(QCoreApplication::installTranslator(&marking));
    QCoreApplication::processEvents();
    QVERIFY2(undo->text().contains(QStringLiteral("⟦remove %1⟧").arg(address)), qPrintable(undo->text()));
    QVERIFY(QCoreApplication::removeTranslator(&marking));
    QCoreApplication::processEvents();
    QVERIFY2(!marked(undo->text()), qPrintable(undo->text()));
}

void TestRetranslate::panelsAndRingPageFollowTheLanguage()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    MarkingTranslator marking;
    QVERIFY(QCoreApplication::installTranslator(&marking));
    QCoreApplication::processEvents();
    QStringList untranslated;
    auto check = [&](QWidget *root) {
        for (QLabel *label : root->findChildren<QLabel *>()) {
            // Values and messages are data; labels of form rows, legends and descriptions are words.
            const QString text = label->text();
            if (text.isEmpty() || label->objectName().endsWith(QLatin1String("Value")) || label->objectName().endsWith(QLatin1String("Error"))
                || text == QStringLiteral("–") || text.at(0).isDigit() || !text.at(0).isLetter())
                continue;
            if (!marked(text))
                untranslated << root->objectName() + QStringLiteral(": ") + text;
        }
        for (QAbstractButton *button : root->findChildren<QAbstractButton *>()) {
            if (button->text().isEmpty() || !button->isVisibleTo(root))
                continue;
            if (!marked(button->text()))
                untranslated << root->objectName() + QStringLiteral(": ") + button->text();
        }
    };
    check(w.experimentPanel());
    check(w.numbersPanel());
    check(w.ringPage());
    QVERIFY2(untranslated.isEmpty(), qPrintable(QStringLiteral("not retranslated: ") + untranslated.join(QStringLiteral(" | "))));
    QVERIFY(QCoreApplication::removeTranslator(&marking));
    QCoreApplication::processEvents();
}

// Texts written when results arrive (Compare's row names and count, Spread's proxy markers,
// Removal's heatmap titles and footer) follow a language switch without recomputing.
void TestRetranslate::resultsFollowTheLanguage()
{
    ringcore::Experiment e;
    e.servers = ringcore::ServerListParser::parseServers(QStringLiteral("127.0.0.1:9001-9020"), nullptr);
    e.keys = 4000;
    e.seed = 5;
    ComparePage compare;
    SpreadPage spread;
    spread.ringsBox()->setValue(20);
    spread.maxPointsBox()->setCurrentIndex(spread.maxPointsBox()->findData(4096)); // every marker
    RemovalPage removal;
    QSignalSpy compareShown(&compare, &ComparePage::dataShown), spreadShown(&spread, &SpreadPage::dataShown),
        removalShown(&removal, &RemovalPage::dataShown);
    compare.setExperiment(e);
    spread.setExperiment(e);
    removal.setExperiment(e);
    QVERIFY(compareShown.wait(120000) || compareShown.count() > 0);
    QVERIFY(spreadShown.count() > 0 || spreadShown.wait(120000));
    QVERIFY(removalShown.count() > 0 || removalShown.wait(120000));
    QVERIFY(!compare.table().rows.isEmpty());
    QVERIFY(!spread.data().markers.isEmpty());
    auto *removalStatus = removal.findChild<QLabel *>(QStringLiteral("removalStatus"));
    QVERIFY(removalStatus);
    QVERIFY(!marked(removalStatus->text()));

    MarkingTranslator marking;
    QVERIFY(QCoreApplication::installTranslator(&marking));
    QCoreApplication::processEvents();
    QStringList untranslated;
    for (const ringcore::CompareRow &row : compare.table().rows)
        if (!marked(row.setting.label))
            untranslated << QStringLiteral("Compare row: ") + row.setting.label;
    for (const ringcore::CompareRemovalRow &row : compare.table().removal)
        if (!marked(row.setting.label))
            untranslated << QStringLiteral("Compare removal row: ") + row.setting.label;
    for (const ProxyMarker &m : spread.data().markers)
        if (!marked(m.label))
            untranslated << QStringLiteral("Spread marker: ") + m.label;
    if (!marked(removalStatus->text()))
        untranslated << QStringLiteral("Removal footer: ") + removalStatus->text();
    if (!marked(removal.pair().config[1].label()) && removal.pair().config[1].weight > 0)
        untranslated << QStringLiteral("Removal title: ") + removal.pair().config[1].label();
    QVERIFY(QCoreApplication::removeTranslator(&marking));
    QCoreApplication::processEvents();
    QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QStringLiteral(" | "))));
    // And back: nothing stays marked.
    QVERIFY(!marked(compare.table().rows.first().setting.label));
    QVERIFY(!marked(spread.data().markers.first().label));
    QVERIFY(!marked(removalStatus->text()));
}

// The Ring page's texts written when a result arrived follow a switch too: the lookup callout
// and the change overlay are written again from their numbers, wholly in the new language and
// with the new locale's numbers (r16 C: after a lookup and a removal in German, an English UI
// showed the callout's German middle line "0,00794 % des Kreises …" and the whole overlay in
// German until the next edit). Both directions.
void TestRetranslate::ringResultsFollowTheLanguage()
{
    LanguageManager *manager = LanguageManager::instance();
    auto build = [](const QString &list) {
        ringcore::Experiment e;
        e.servers = ringcore::ServerListParser::parseServers(list, nullptr);
        e.keys = 20000;
        e.seed = 1;
        return std::make_shared<const ringcore::RingSnapshot>(ringcore::RingSnapshotBuilder::build(e, 1));
    };
    const ringcore::RingSnapshotPtr before = build(QStringLiteral("127.0.0.1:9001-9020"));
    const ringcore::RingSnapshotPtr after = build(QStringLiteral("127.0.0.1:9001-9019,127.0.0.1:9101"));
    QVERIFY(before->ok() && after->ok());
    const QByteArray key("user:42");
    // A German decimal comma in a percentage ("0,00794 %", "5,21 %"); English groups thousands
    // with commas ("20,000 keys"), never before a percent sign.
    const QRegularExpression decimalComma(QStringLiteral("\\d,\\d+\\s?%"));
    const QStringList germanWords{QStringLiteral("Kreis"), QStringLiteral("Schlüssel"), QStringLiteral("verbleibend")};
    for (const QString &first : {QStringLiteral("de"), QStringLiteral("en")}) {
        const QString second = first == QLatin1String("de") ? QStringLiteral("en") : QStringLiteral("de");
        QVERIFY(manager->setLanguage(first));
        QCoreApplication::processEvents();
        RingView view;
        view.resize(900, 700);
        view.setAnimationScale(0.001);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setSnapshot(after);
        view.showRemoval(*before, *after);
        QSignalSpy looked(&view, &RingView::lookupFinished);
        view.lookupKey(key);
        QVERIFY(looked.count() > 0 || looked.wait(5000));
        const QString callout = RingLookupOverlay::lookupText(view.renderState(), true);
        const QString overlay = view.renderState().removalText;
        QVERIFY(!overlay.isEmpty());

        QVERIFY(manager->setLanguage(second));
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        const QString calloutNow = RingLookupOverlay::lookupText(view.renderState(), true);
        const QString overlayNow = view.renderState().removalText;
        // What a lookup and a change made now would say, every line of it.
        RingRenderState fresh = view.renderState();
        fresh.trace = after->traceKey(key);
        QCOMPARE(calloutNow, RingLookupOverlay::lookupText(fresh, true));
        QCOMPARE(overlayNow, RingView::removalSummary(ringcore::RemovalDiff::compare(*before, *after), *before, *after));
        // The translation exists, so the switch changed the texts: wholly, not line by line.
        QVERIFY2(calloutNow != callout, qPrintable(calloutNow));
        QVERIFY2(overlayNow != overlay, qPrintable(overlayNow));
        const QString german = second == QLatin1String("de") ? calloutNow + QLatin1Char('\n') + overlayNow
                                                             : callout + QLatin1Char('\n') + overlay;
        const QString english = second == QLatin1String("en") ? calloutNow + QLatin1Char('\n') + overlayNow
                                                              : callout + QLatin1Char('\n') + overlay;
        QVERIFY2(decimalComma.match(german).hasMatch(), qPrintable(german));
        QVERIFY2(!decimalComma.match(english).hasMatch(), qPrintable(english));
        for (const QString &word : germanWords) {
            QVERIFY2(german.contains(word), qPrintable(word + QStringLiteral(" not in: ") + german));
            QVERIFY2(!english.contains(word), qPrintable(word + QStringLiteral(" in: ") + english));
        }
        // The callout's lines and the overlay's each in one language: no line kept from before.
        for (const QString &line : calloutNow.split(QLatin1Char('\n')) + overlayNow.split(QLatin1Char('\n')))
            QVERIFY2(!(callout + QLatin1Char('\n') + overlay).split(QLatin1Char('\n')).contains(line) || line.startsWith(QStringLiteral("→")),
                     qPrintable(QStringLiteral("kept from %1: %2").arg(first, line)));
    }
    QVERIFY(manager->setLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
}

void TestRetranslate::germanSwitchAtRunTime()
{
    LanguageManager *manager = LanguageManager::instance();
    QVERIFY(manager->setLanguage(QStringLiteral("en")));
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const Titles english = titlesOf(w);
    QVERIFY(manager->setLanguage(QStringLiteral("de")));
    QCoreApplication::processEvents();
    const Titles german = titlesOf(w);
    // Whatever the German file translates today must show: each title is its translation.
    auto expect = [](const char *context, const QString &source) {
        return QCoreApplication::translate(context, source.toUtf8().constData());
    };
    QCOMPARE(german.menus.value(0), expect("ringlab::gui::MainWindow", QStringLiteral("&File")));
    QVERIFY(german.menus.value(0) != english.menus.value(0)); // "&Datei"
    for (int i = 0; i < german.docks.size(); ++i)
        QCOMPARE(german.docks.at(i), expect("ringlab::gui::MainWindow", english.docks.at(i)));
    QCOMPARE(german.tabs.at(0), expect("ringlab::gui::RingPage", english.tabs.at(0)));
    // Stable page ids do not depend on the language.
    QVERIFY(w.showPage(QStringLiteral("spread")));
    QCOMPARE(w.tabs()->currentWidget()->objectName(), QStringLiteral("spreadPage"));
    // r15 F9: a combo box sized in English kept its width and cut the German text
    // ("Automatisch" of "Automatisch erkennen"): every item of the Advisor's Format combo fits.
    QVERIFY(manager->setLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
    QVERIFY(w.showPage(QStringLiteral("advisor")));
    QTest::qWait(50);
    QVERIFY(manager->setLanguage(QStringLiteral("de")));
    QTest::qWait(50);
    auto *format = w.findChild<QComboBox *>(QStringLiteral("advisorFormat"));
    QVERIFY(format && format->isVisible());
    QCOMPARE(format->itemText(0), expect("ringlab::gui::AdvisorPage", QStringLiteral("Detect")));
    // The combo is refitted once every widget has its new texts (a queued call after the switch).
    QTRY_VERIFY_WITH_TIMEOUT(format->width() >= format->fontMetrics().horizontalAdvance(format->itemText(0)), 5000);
    {
        QStyleOptionComboBox option;
        option.initFrom(format);
        option.editable = format->isEditable();
        const QRect field =
            format->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, format);
        for (int i = 0; i < format->count(); ++i)
            QVERIFY2(format->fontMetrics().horizontalAdvance(format->itemText(i)) <= field.width(),
                     qPrintable(QStringLiteral("\"%1\" is cut: %2 px in %3 px")
                                    .arg(format->itemText(i))
                                    .arg(format->fontMetrics().horizontalAdvance(format->itemText(i)))
                                    .arg(field.width())));
    }
    QVERIFY(manager->setLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
    QCOMPARE(titlesOf(w).menus, english.menus);
}

void TestRetranslate::algorithmDescriptionsAreTranslatedWhenShown()
{
    const ringcore::AlgorithmInfo *nginx = ringcore::AlgorithmRegistry::find(QStringLiteral("nginx"));
    QVERIFY(nginx);
    QVERIFY(nginx->trContext);
    // Every algorithm names its translation context, so its texts can follow the language.
    for (const ringcore::AlgorithmInfo &info : ringcore::AlgorithmRegistry::all())
        QVERIFY2(info.trContext != nullptr, qPrintable(info.name));
    ExperimentPanel panel;
    auto *description = panel.findChild<QLabel *>(QStringLiteral("algorithmDescription"));
    QVERIFY(description);
    QCOMPARE(description->text(), nginx->description);
    MarkingTranslator marking;
    QVERIFY(QCoreApplication::installTranslator(&marking));
    QCoreApplication::processEvents();
    QCOMPARE(description->text(), QStringLiteral("⟦") + nginx->description + QStringLiteral("⟧"));
    QCOMPARE(ringcore::AlgorithmRegistry::translatedDisplayName(*nginx), QStringLiteral("⟦") + nginx->displayName + QStringLiteral("⟧"));
    QVERIFY(QCoreApplication::removeTranslator(&marking));
    QCoreApplication::processEvents();
    QCOMPARE(description->text(), nginx->description);
    // lupdate reads them: the sources of the translation list ringcore, and the descriptions are
    // written as QCoreApplication::translate calls it can see.
    QFile cmake(sourceRoot() + QStringLiteral("/app/CMakeLists.txt"));
    QVERIFY(cmake.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(cmake.readAll());
    QVERIFY(text.contains(QStringLiteral("${PROJECT_SOURCE_DIR}/ringcore/*.cpp")));
    QFile source(sourceRoot() + QStringLiteral("/ringcore/systems/nginx/nginxring.cpp"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    QVERIFY(QString::fromUtf8(source.readAll()).contains(QStringLiteral("info.description = QCoreApplication::translate(\"ringcore::NginxRing\"")));
}

void TestRetranslate::chineseCharactersAreInTheFont()
{
    QFile ts(sourceRoot() + QStringLiteral("/translations/ringlab_zh_CN.ts"));
    QVERIFY2(ts.open(QIODevice::ReadOnly), qPrintable(ts.fileName()));
    QSet<char32_t> characters;
    QXmlStreamReader xml(&ts);
    int translations = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement() || (xml.name() != QLatin1String("translation") && xml.name() != QLatin1String("numerusform")))
            continue;
        const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        if (text.isEmpty())
            continue;
        ++translations;
        for (char32_t c : text.toUcs4())
            if (c > 0x7f && !QChar::isSpace(c) && QChar::category(c) != QChar::Other_Control)
                characters.insert(c);
    }
    QVERIFY(!xml.hasError());
    QVERIFY(translations > 100);
    QVERIFY(characters.size() > 100);
    // The font the widgets use, with the language switched to Chinese (fallbacks included).
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("zh_CN")));
    QLabel label;
    label.setText(QCoreApplication::translate("ringlab::gui::MainWindow", "&File"));
    const QFontMetrics metrics(label.font());
    QStringList missing;
    for (char32_t c : std::as_const(characters))
        if (!metrics.inFontUcs4(c))
            missing << QString::fromUcs4(&c, 1) + QStringLiteral(" U+") + QString::number(c, 16).toUpper();
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    std::sort(missing.begin(), missing.end());
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("%1 of %2 characters have no glyph in \"%3\" (install fonts-noto-cjk): %4")
                                               .arg(missing.size()).arg(characters.size()).arg(label.font().family())
                                               .arg(missing.mid(0, 20).join(QStringLiteral(", ")))));
}

QTEST_MAIN(TestRetranslate)
#include "tst_retranslate.moc"
