// Every self-registration written in ringcore's sources is in the registries at run time (issue 35
// item 8). The same test is built twice: tst_registrations links the shared library ringcore, as
// every program does; tst_staticregistration links the same objects as the static archive
// ringcore_static taken whole ($<LINK_LIBRARY:WHOLE_ARCHIVE,…>), which is how a static build keeps
// registrations that nothing else refers to. A registration is one `RINGCORE_REGISTER_…(` line in a
// .cpp file of ringcore/ (the macros' own definitions aside).
#include "ringcore/advisor/advisorsystem.h"
#include "ringcore/live/backendkind.h"
#include "ringcore/live/loadprotocol.h"
#include "ringcore/live/systemdescription.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/boundedloadrule.h"
#include "ringcore/traffic/accesslogformat.h"

#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QTest>

namespace {

/// How many `RINGCORE_REGISTER_<KIND>(` lines ringcore's .cpp files hold, per KIND.
QMap<QString, int> registrationsInSources()
{
    static const QRegularExpression call(QStringLiteral(R"(^\s*(RINGCORE_REGISTER_[A-Z_]+)\()"),
                                         QRegularExpression::MultilineOption);
    QMap<QString, int> out;
    QDirIterator it(QStringLiteral(RINGLAB_TEST_SOURCE_DIR "/../ringcore"), {QStringLiteral("*.cpp")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QString text = QString::fromUtf8(f.readAll());
        for (auto m = call.globalMatch(text); m.hasNext();)
            ++out[m.next().captured(1)];
    }
    return out;
}

} // namespace

class TestRegistrations : public QObject
{
    Q_OBJECT

private slots:
    void everyRegistrationIsLinked()
    {
        const QMap<QString, int> written = registrationsInSources();
        QVERIFY2(written.value(QStringLiteral("RINGCORE_REGISTER_ALGORITHM")) >= 20,
                 "the sources were not found (RINGLAB_TEST_SOURCE_DIR)");
        const QMap<QString, int> linked{
            {QStringLiteral("RINGCORE_REGISTER_ALGORITHM"), int(ringcore::AlgorithmRegistry::all().size())},
            {QStringLiteral("RINGCORE_REGISTER_SYSTEM"), int(ringcore::SystemRegistry::all().size())},
            {QStringLiteral("RINGCORE_REGISTER_ADVISOR_SYSTEM"), int(ringcore::AdvisorSystemRegistry::all().size())},
            {QStringLiteral("RINGCORE_REGISTER_BACKEND_KIND"), int(ringcore::BackendKindRegistry::all().size())},
            {QStringLiteral("RINGCORE_REGISTER_LOAD_PROTOCOL"), int(ringcore::LoadProtocolRegistry::names().size())},
            {QStringLiteral("RINGCORE_REGISTER_ACCESS_LOG_FORMAT"), int(ringcore::AccessLogFormatRegistry::all().size())},
            {QStringLiteral("RINGCORE_REGISTER_BOUNDED_LOAD_RULE"), int(ringcore::BoundedLoadRules::all().size())},
        };
        for (auto it = written.cbegin(); it != written.cend(); ++it) {
            QVERIFY2(linked.contains(it.key()),
                     qPrintable(QStringLiteral("%1: a registration macro this test does not know; add its registry").arg(it.key())));
            QVERIFY2(linked.value(it.key()) == it.value(),
                     qPrintable(QStringLiteral("%1: %2 in the sources, %3 registered at run time")
                                    .arg(it.key())
                                    .arg(it.value())
                                    .arg(linked.value(it.key()))));
        }
        // The registrations a system makes from its own folder reach the shared registries.
        QVERIFY(ringcore::AlgorithmRegistry::find(QStringLiteral("nginx")));
        QVERIFY(ringcore::BoundedLoadRules::find(QStringLiteral("haproxy")));
        const ringcore::AlgorithmInfo *bounded = ringcore::AlgorithmRegistry::find(QStringLiteral("bounded-loads"));
        QVERIFY(bounded);
        for (const ringcore::OptionSpec &o : bounded->options)
            if (o.name == QLatin1String("rule"))
                QVERIFY2(o.choices.contains(QStringLiteral("haproxy")), qPrintable(o.choices.join(QLatin1Char(','))));
    }
};

QTEST_GUILESS_MAIN(TestRegistrations)
#include "tst_registrations.moc"
