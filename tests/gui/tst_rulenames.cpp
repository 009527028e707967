// The two lookup rules keep one name each in every language (issue 34, item 10): HAProxy's
// *nearest*-point rule is never called by the words of the *next*-point rule, in the Spread
// legend (its markers), the ring's centre label, the Spread charts' series and the tour's lesson
// title, in English, German and Simplified Chinese.
#include "gui/ring/ringcentretext.h"
#include "gui/settings/languagemanager.h"
#include "gui/spread/spreadjob.h"
#include "gui/teaching/lessons/lessonbook.h"
#include "ringcore/core/serverlistparser.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/snapshot/ringsnapshotbuilder.h"

#include <QCoreApplication>
#include <QTest>

using namespace ringlab::gui;

namespace {

enum Rule { Next, Nearest };

/// Each language's name for each rule (translations/ringlab_*.ts): a text about a rule holds its
/// own name and never the other one's.
struct RuleWords
{
    QString language;
    QString next;
    QString nearest;
};

const QList<RuleWords> &languages()
{
    static const QList<RuleWords> all{
        {QStringLiteral("en"), QStringLiteral("next point"), QStringLiteral("nearest")},
        {QStringLiteral("de"), QStringLiteral("nächster Punkt"), QStringLiteral("nächstgelegen")},
        {QStringLiteral("zh_CN"), QStringLiteral("下一个点"), QStringLiteral("最近")},
    };
    return all;
}

ringcore::RingSnapshot snapshotOf(const QString &algorithm)
{
    ringcore::Experiment e = ringcore::Experiment::defaultExperiment();
    e.algorithm = algorithm;
    e.options.clear();
    QString error;
    e.servers = ringcore::ServerListParser::parseServers(QStringLiteral("10"), &error);
    e.keys = 1000;
    return ringcore::RingSnapshotBuilder::build(e, 0);
}

} // namespace

class TestRuleNames : public QObject
{
    Q_OBJECT
private slots:
    void cleanupTestCase() { LanguageManager::instance()->setLanguage(QStringLiteral("en")); }

    void everyTextNamesItsOwnRule_data()
    {
        QTest::addColumn<int>("language");
        for (int i = 0; i < languages().size(); ++i)
            QTest::newRow(qPrintable(languages().at(i).language)) << i;
    }

    void everyTextNamesItsOwnRule()
    {
        QFETCH(int, language);
        const RuleWords &words = languages().at(language);
        QVERIFY(LanguageManager::instance()->setLanguage(words.language));
        QList<QPair<QString, Rule>> texts;
        // The Spread legend: every marker of a nearest-point ring (HAProxy's three weights).
        int nearestMarkers = 0;
        for (const ProxyMarker &m : SpreadJob::markers(100)) {
            const ringcore::AlgorithmInfo *info = ringcore::AlgorithmRegistry::find(m.algorithm);
            QVERIFY(info);
            if (info->nearestPoint) {
                texts.append({m.label, Nearest});
                ++nearestMarkers;
            }
        }
        QCOMPARE(nearestMarkers, 3);
        // The ring's centre label says the rule of the ring shown.
        texts.append({RingCentreText::centreText(snapshotOf(QStringLiteral("haproxy"))), Nearest});
        texts.append({RingCentreText::centreText(snapshotOf(QStringLiteral("nginx"))), Next});
        // The Spread charts' two simulated series.
        texts.append({QCoreApplication::translate("ringlab::gui::SpreadFigures", "Simulated, next point (RMS CV, ±2 SE)"), Next});
        texts.append({QCoreApplication::translate("ringlab::gui::SpreadFigures", "Simulated, nearest point (RMS CV)"), Nearest});
        // The tour's lesson on HAProxy's rule.
        for (const Lesson &lesson : LessonBook::all())
            if (lesson.id == QLatin1String("haproxy-nearest"))
                texts.append({lesson.title, Nearest});
        // The Advisor's Port row for a nearest-point ring.
        texts.append({QCoreApplication::translate("Advisor", ", nearest-point rule"), Nearest});
        QCOMPARE(texts.size(), 3 + 2 + 2 + 1 + 1);
        QStringList wrong;
        for (const auto &[text, rule] : std::as_const(texts)) {
            const QString &own = rule == Nearest ? words.nearest : words.next;
            const QString &other = rule == Nearest ? words.next : words.nearest;
            if (!text.contains(own, Qt::CaseInsensitive) || text.contains(other, Qt::CaseInsensitive))
                wrong << QStringLiteral("\"%1\" should say \"%2\", never \"%3\"").arg(text, own, other);
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestRuleNames)
#include "tst_rulenames.moc"
