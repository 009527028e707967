// ringlab-cli speaks the user's language (LANGUAGE / LANG, as the desktop application does when
// none was chosen) and loads the English plural forms: a count of 1 reads singular ("for 1 ring",
// never "for 1 rings"), also in German ("für 1 Ring"); an unknown language falls back to English.
#include "support/clirunner.h"
#include "support/testpaths.h"

#include "ringcore/core/uilanguage.h"

#include <QTest>

using Run = ringlab::test::ProcessRun;

namespace {

/// `ringlab-cli advise --rings R` on a config whose report has a cost table ("for R rings").
Run advise(int rings, const QString &language, const QString &locale)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), language);
    env.insert(QStringLiteral("LANG"), locale);
    env.insert(QStringLiteral("LC_ALL"), locale);
    return ringlab::test::runProcess(ringlab::test::cliPath(),
                                     {QStringLiteral("advise"), QStringLiteral("--rings"), QString::number(rings),
                                      QStringLiteral(RINGLAB_TEST_DATA_DIR "/configs/nginx/seed-nginx.conf")},
                                     300000, env);
}

} // namespace

class TestCliLanguage : public QObject
{
    Q_OBJECT
private slots:
    void englishCountOfOneIsSingular()
    {
        const Run one = advise(1, QStringLiteral("en"), QStringLiteral("C.UTF-8"));
        QCOMPARE(one.code, 0);
        const QString text = QString::fromUtf8(one.out);
        QVERIFY2(text.contains(QStringLiteral("| Ring memory | per ring | for 1 ring |")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("for 1 rings")), qPrintable(text));
        // The plural is still there for more than one.
        const Run two = advise(2, QStringLiteral("en"), QStringLiteral("en_US.UTF-8"));
        QCOMPARE(two.code, 0);
        QVERIFY2(QString::fromUtf8(two.out).contains(QStringLiteral("| Ring memory | per ring | for 2 rings |")),
                 two.out.constData());
    }

    void followsTheUsersLanguage()
    {
        const Run one = advise(1, QStringLiteral("de"), QStringLiteral("de_DE.UTF-8"));
        QCOMPARE(one.code, 0);
        const QString text = QString::fromUtf8(one.out);
        QVERIFY2(text.contains(QStringLiteral("| Ringspeicher | pro Ring | für 1 Ring |")), qPrintable(text));
        const Run two = advise(2, QStringLiteral("de"), QStringLiteral("de_DE.UTF-8"));
        QVERIFY2(QString::fromUtf8(two.out).contains(QStringLiteral("für 2 Ringe |")), two.out.constData());
        // A language without a translation reads English, with its singular.
        const Run other = advise(1, QStringLiteral("fr"), QStringLiteral("fr_FR.UTF-8"));
        QCOMPARE(other.code, 0);
        QVERIFY2(QString::fromUtf8(other.out).contains(QStringLiteral("for 1 ring |")), other.out.constData());
    }

    void resolvesUiLanguages()
    {
        const QStringList known{QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("zh_CN")};
        QCOMPARE(ringcore::UiLanguage::resolve({QStringLiteral("de-DE")}, known), QStringLiteral("de"));
        QCOMPARE(ringcore::UiLanguage::resolve({QStringLiteral("zh-Hans-CN")}, known), QStringLiteral("zh_CN"));
        QCOMPARE(ringcore::UiLanguage::resolve({QStringLiteral("fr-FR"), QStringLiteral("de")}, known), QStringLiteral("de"));
        QCOMPARE(ringcore::UiLanguage::resolve({QStringLiteral("fr-FR")}, known), QStringLiteral("en"));
        QCOMPARE(ringcore::UiLanguage::resolve({QStringLiteral("en-GB"), QStringLiteral("de")}, known), QStringLiteral("en"));
    }
};

QTEST_MAIN(TestCliLanguage)
#include "tst_clilanguage.moc"
