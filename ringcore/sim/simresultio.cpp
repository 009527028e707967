#include "ringcore/sim/simresultio.h"
#include "ringcore/core/numbertext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace ringcore {

namespace {

/// The context lupdate files this file's free functions under (translations/*.ts).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ringcore)
};

const char *const kFormat = "ringlab-sim-rings";

QJsonObject distribution(const Distribution &d)
{
    return QJsonObject{{QStringLiteral("mean"), d.mean}, {QStringLiteral("se"), d.se},
                       {QStringLiteral("p5"), d.p5},     {QStringLiteral("p50"), d.p50},
                       {QStringLiteral("p95"), d.p95}};
}

bool readInt(const QJsonObject &o, const char *key, int64_t *value, QString *error)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isDouble() || v.toDouble() != double(int64_t(v.toDouble()))) {
        *error = Tr::tr("%1: expected a whole number").arg(QLatin1String(key));
        return false;
    }
    *value = int64_t(v.toDouble());
    return true;
}

} // namespace

QJsonObject SimResultIo::settingToJson(const SimSetting &s)
{
    QJsonArray weights;
    for (int w : s.weights)
        weights.append(w);
    QJsonObject o{{QStringLiteral("servers"), s.servers},
                  {QStringLiteral("points"), s.points},
                  {QStringLiteral("rule"), SimSetting::ruleName(s.rule)},
                  {QStringLiteral("space"), SimSetting::spaceName(s.space)},
                  {QStringLiteral("path"), SimSetting::pathName(s.path)},
                  {QStringLiteral("rings"), s.rings},
                  // As text: a 64-bit seed does not fit a JSON double.
                  {QStringLiteral("seed"), QString::number(s.baseSeed)},
                  {QStringLiteral("removal"), s.removal},
                  {QStringLiteral("removed_server"), s.removedServer},
                  {QStringLiteral("collisions"), SimSetting::collisionsName(s.collisions)}};
    if (!s.weights.empty())
        o.insert(QStringLiteral("weights"), weights);
    return o;
}

bool SimResultIo::settingFromJson(const QJsonObject &o, SimSetting *s, QString *error)
{
    int64_t v = 0;
    if (!readInt(o, "servers", &v, error))
        return false;
    s->servers = int(v);
    if (!readInt(o, "points", &v, error))
        return false;
    s->points = int(v);
    if (!readInt(o, "rings", &v, error))
        return false;
    s->rings = int(v);
    if (!readInt(o, "removed_server", &v, error))
        return false;
    s->removedServer = int(v);
    s->removal = o.value(QStringLiteral("removal")).toBool();
    if (!SimSetting::parseRule(o.value(QStringLiteral("rule")).toString(), &s->rule)
        || !SimSetting::parseSpace(o.value(QStringLiteral("space")).toString(), &s->space)
        || !SimSetting::parsePath(o.value(QStringLiteral("path")).toString(), &s->path)) {
        *error = tr("setting: rule, space or path is not one of the known names");
        return false;
    }
    // Files written before the option existed simulated a random winner.
    if (!SimSetting::parseCollisions(o.value(QStringLiteral("collisions")).toString(QStringLiteral("random")),
                                     &s->collisions)) {
        *error = tr("collisions: expected first or random");
        return false;
    }
    bool ok = false;
    s->baseSeed = o.value(QStringLiteral("seed")).toString().toULongLong(&ok);
    if (!ok) {
        *error = tr("seed: expected a whole number as text");
        return false;
    }
    s->weights.clear();
    for (const QJsonValue &w : o.value(QStringLiteral("weights")).toArray())
        s->weights.push_back(w.toInt());
    const QString invalid = s->validate();
    if (!invalid.isEmpty()) {
        *error = invalid;
        return false;
    }
    return true;
}

QJsonObject SimResultIo::statsRow(const SimulationResult &r)
{
    const SimSetting &s = r.setting;
    const SpreadStats &t = r.stats;
    QJsonObject o{{QStringLiteral("points"), s.points},
                  {QStringLiteral("servers"), s.servers},
                  {QStringLiteral("rings"), t.rings},
                  {QStringLiteral("rule"), SimSetting::ruleName(s.rule)},
                  {QStringLiteral("space"), SimSetting::spaceName(s.space)},
                  {QStringLiteral("collisions"), SimSetting::collisionsName(s.collisions)},
                  {QStringLiteral("path"), SimSetting::pathName(s.effectivePath())},
                  {QStringLiteral("seed"), QString::number(s.baseSeed)},
                  {QStringLiteral("cv_formula"), t.cvFormula},
                  {QStringLiteral("cv_rule_formula"), t.cvRuleFormula},
                  {QStringLiteral("cv_inv_sqrt_k"), t.cvInvSqrtK},
                  {QStringLiteral("cv_rms"), t.cvRms},
                  {QStringLiteral("cv_rms_se"), t.cvRmsSe},
                  {QStringLiteral("cv_mean"), t.cvMean},
                  {QStringLiteral("cv_mean_se"), t.cvMeanSe},
                  {QStringLiteral("busiest_mean"), t.busiest.mean},
                  {QStringLiteral("busiest_se"), t.busiest.se},
                  {QStringLiteral("busiest_p5"), t.busiest.p5},
                  {QStringLiteral("busiest_p50"), t.busiest.p50},
                  {QStringLiteral("busiest_p95"), t.busiest.p95},
                  {QStringLiteral("busiest_theory"), t.busiestTheory},
                  {QStringLiteral("quietest_mean"), t.quietest.mean},
                  {QStringLiteral("quietest_se"), t.quietest.se},
                  {QStringLiteral("quietest_p5"), t.quietest.p5},
                  {QStringLiteral("quietest_p50"), t.quietest.p50},
                  {QStringLiteral("quietest_p95"), t.quietest.p95},
                  {QStringLiteral("quietest_theory"), t.quietestTheory}};
    if (s.space != HashSpace::Ideal) {
        o.insert(QStringLiteral("colliding_pairs_mean"), t.collidingPairsMean);
        o.insert(QStringLiteral("colliding_pairs_expected"), t.expectedPairs);
        o.insert(QStringLiteral("points_lost_mean"), t.pointsLostMean);
        o.insert(QStringLiteral("points_lost_se"), t.pointsLostSe);
        o.insert(QStringLiteral("points_lost_expected"), t.expectedLost);
        o.insert(QStringLiteral("cv_collision_theory"), t.cvCollisionTheory);
    }
    if (s.removal) {
        o.insert(QStringLiteral("removed_share"), distribution(t.removedShare));
        o.insert(QStringLiteral("receivers"), distribution(t.receivers));
        o.insert(QStringLiteral("catcher_of_removed"), distribution(t.catcherOfRemoved));
        o.insert(QStringLiteral("catcher_of_fair"), distribution(t.catcherOfFair));
    }
    return o;
}

QString SimResultIo::tableText(const std::vector<SimulationResult> &results)
{
    QString text;
    if (results.empty())
        return text;
    const SimSetting &s0 = results.front().setting;
    // "1 server", "10,000 servers" (was "1 servers", r16 G7); the table below stays in C notation.
    const QString serverCount = QCoreApplication::translate("ringcore::SimResultIo", "%Ln server(s)", nullptr, s0.servers);
    const QString ringsPerRow = QCoreApplication::translate("ringcore::SimResultIo", "%Ln ring(s) per row", nullptr,
                                                            results.front().stats.rings);
    text += QCoreApplication::translate("ringcore::SimResultIo", "Ideal rings: %1, %2, rule %3, space %4, path %5, seed %6\n")
                .arg(serverCount, ringsPerRow, SimSetting::ruleName(s0.rule), SimSetting::spaceName(s0.space),
                     SimSetting::pathName(s0.effectivePath()))
                .arg(s0.baseSeed);
    const bool discrete = s0.space != HashSpace::Ideal;
    if (discrete)
        text += QCoreApplication::translate("ringcore::SimResultIo",
                                            "Collisions: %1 (--collisions %2)\n")
                    .arg(s0.collisions == CollisionWinner::FirstListed
                             ? QCoreApplication::translate("ringcore::SimResultIo",
                                                           "the point of the server listed first owns a shared value")
                             : QCoreApplication::translate("ringcore::SimResultIo",
                                                           "a random one of the points on a shared value owns it"),
                         SimSetting::collisionsName(s0.collisions));
    const bool removal = s0.removal;
    // The summary is a file as much as a terminal table: C notation, the multiplication sign.
    const QLocale c = NumberText::fileLocale();
    auto pct = [&c](double v) { return NumberText::percentSign(v, 3, c); };
    auto times = [&c](double v) { return NumberText::times(v, 3, c); };
    QStringList header{tr("points"), tr("CV formula"), tr("CV rule theory"), tr("CV simulated ± SE"),
                       tr("busiest mean"), tr("busiest p95"), tr("busiest theory"), tr("quietest mean")};
    if (discrete)
        header << tr("CV sim / formula") << tr("CV theory with collisions") << tr("colliding pairs")
               << tr("expected M²/2^(b+1)") << tr("points lost") << tr("expected lost");
    if (removal)
        header << tr("receivers") << tr("largest catcher / removed") << tr("largest catcher / fair share");
    QList<QStringList> rows;
    for (const SimulationResult &r : results) {
        const SpreadStats &t = r.stats;
        QStringList row{NumberText::integer(r.setting.points, c), pct(t.cvFormula), pct(t.cvRuleFormula),
                        pct(t.cvRms) + QStringLiteral(" ± ") + pct(t.cvRmsSe), times(t.busiest.mean),
                        times(t.busiest.p95), t.busiestTheory > 0 ? times(t.busiestTheory) : QStringLiteral("-"),
                        times(t.quietest.mean)};
        if (discrete)
            row << NumberText::fixed(t.cvFormula > 0 ? t.cvRms / t.cvFormula : 0, 3, c) << pct(t.cvCollisionTheory)
                << NumberText::fixed(t.collidingPairsMean, 1, c) << NumberText::fixed(t.expectedPairs, 1, c)
                << NumberText::fixed(t.pointsLostMean, 1, c) << NumberText::fixed(t.expectedLost, 1, c);
        if (removal)
            row << NumberText::fixed(t.receivers.mean, 1, c) << NumberText::fixed(t.catcherOfRemoved.mean, 3, c)
                << NumberText::fixed(t.catcherOfFair.mean, 3, c) + QStringLiteral(" ± ")
                       + NumberText::fixed(t.catcherOfFair.se, 3, c);
        rows.append(row);
    }
    QList<int> width;
    for (const QString &h : header)
        width.append(int(h.size()));
    for (const QStringList &row : rows)
        for (int i = 0; i < row.size(); ++i)
            width[i] = std::max(width[i], int(row[i].size()));
    auto line = [&](const QStringList &cells) {
        QString l;
        for (int i = 0; i < cells.size(); ++i)
            l += (i ? QStringLiteral("  ") : QString()) + cells[i].rightJustified(width[i]);
        return l + QLatin1Char('\n');
    };
    text += line(header);
    for (const QStringList &row : rows)
        text += line(row);
    return text;
}

QByteArray SimResultIo::rowsJson(const std::vector<SimulationResult> &results)
{
    QJsonArray rows;
    for (const SimulationResult &r : results)
        rows.append(statsRow(r));
    return QJsonDocument(rows).toJson(QJsonDocument::Indented);
}

QByteArray SimResultIo::writeRings(const std::vector<SimulationResult> &results)
{
    QJsonArray list;
    for (const SimulationResult &r : results) {
        QJsonArray rings;
        for (const RingResult &x : r.rings) {
            QJsonArray row{x.ring, x.cv, x.busiest, x.quietest, double(x.collidingPairs), double(x.pointsLost),
                           x.removedShare, x.receivers, x.catcherOfRemoved, x.catcherOfFair};
            rings.append(row);
        }
        list.append(QJsonObject{{QStringLiteral("setting"), settingToJson(r.setting)},
                                {QStringLiteral("columns"),
                                 QJsonArray{QStringLiteral("ring"), QStringLiteral("cv"), QStringLiteral("busiest"),
                                            QStringLiteral("quietest"), QStringLiteral("colliding_pairs"),
                                            QStringLiteral("points_lost"), QStringLiteral("removed_share"),
                                            QStringLiteral("receivers"), QStringLiteral("catcher_of_removed"),
                                            QStringLiteral("catcher_of_fair")}},
                                {QStringLiteral("rings"), rings}});
    }
    const QJsonObject root{{QStringLiteral("format"), QLatin1String(kFormat)},
                           {QStringLiteral("version"), 1},
                           {QStringLiteral("results"), list}};
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

bool SimResultIo::readRings(const QByteArray &data, std::vector<SimulationResult> *results, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (doc.isNull() || !doc.isObject()) {
        *error = tr("not a JSON object: %1").arg(parseError.errorString());
        return false;
    }
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(kFormat)
        || root.value(QStringLiteral("version")).toInt() != 1) {
        *error = tr("format: expected \"%1\" version 1 (written by ringlab-cli simulate --shard)")
                     .arg(QLatin1String(kFormat));
        return false;
    }
    for (const QJsonValue &value : root.value(QStringLiteral("results")).toArray()) {
        const QJsonObject o = value.toObject();
        SimulationResult r;
        if (!settingFromJson(o.value(QStringLiteral("setting")).toObject(), &r.setting, error))
            return false;
        for (const QJsonValue &rowValue : o.value(QStringLiteral("rings")).toArray()) {
            const QJsonArray row = rowValue.toArray();
            if (row.size() != 10) {
                *error = tr("rings: each row needs 10 columns");
                return false;
            }
            RingResult x;
            x.ring = row[0].toInt(-1);
            if (x.ring < 0 || x.ring >= r.setting.rings) {
                *error = tr("rings: ring index %1 is outside the allowed range 0-%2")
                             .arg(row[0].toDouble())
                             .arg(r.setting.rings - 1);
                return false;
            }
            x.cv = row[1].toDouble();
            x.busiest = row[2].toDouble();
            x.quietest = row[3].toDouble();
            x.collidingPairs = int64_t(row[4].toDouble());
            x.pointsLost = int64_t(row[5].toDouble());
            x.removedShare = row[6].toDouble();
            x.receivers = row[7].toInt();
            x.catcherOfRemoved = row[8].toDouble();
            x.catcherOfFair = row[9].toDouble();
            r.rings.push_back(x);
        }
        r.stats = SpreadStats::compute(r.setting, r.rings);
        results->push_back(std::move(r));
    }
    return true;
}

} // namespace ringcore
