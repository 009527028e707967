#pragma once

#include "ringcore/snapshot/ringsnapshot.h"

#include <QWidget>

class QFormLayout;
class QLabel;

namespace ringlab::gui {

/// The numbers of the current experiment: busiest, quietest, CV, Cloudflare's formula, points
/// and ring memory, each computed by ringcore (RingSnapshot).
class NumbersPanel : public QWidget
{
    Q_OBJECT
public:
    explicit NumbersPanel(QWidget *parent = nullptr);

    void setSnapshot(const ringcore::RingSnapshotPtr &snapshot);
    void setBusy(bool busy);
    /// True while "Computing…" is shown (a snapshot is being built).
    bool isBusy() const { return m_busy; }
    /// The text currently shown for a number ("busiest", "quietest", "cv", "formula", "points", "memory").
    QString valueText(const QString &name) const;
    /// "0.79% (N = 100, k = 160)"; with unequal weights the effective k, named as such.
    static QString formulaText(const ringcore::RingSnapshot &snapshot);
    /// Points on the ring, or a table's slots, or "none" for schemes without positions.
    /// The formula's k as the panel writes it ("160", "999.98"): the lessons quote the same.
    static QString kText(const ringcore::RingSnapshot &snapshot);
    static QString pointsText(const ringcore::RingSnapshot &snapshot);
    /// "100,000 routed", or for a sample "1,000,000 of 5,000,000 keys routed (a sample: …)".
    static QString keysText(const ringcore::RingSnapshot &snapshot);
    /// A share as a multiple of its fair share, as the panel writes it: "1.215" (3 decimals, the
    /// locale's notation; the panel's text adds "×"). The guided tour quotes the same figures.
    static QString relativeNumber(double multiple);
    /// The same with its sign: "1.215×".
    static QString relativeText(double multiple);
    /// The CV as the panel writes it: "7.54%" (2 decimals; German "7,54 %").
    static QString cvText(double cv);
    /// The formula's CV as the panel writes it: "7.87%" (2 decimals).
    static QString formulaPercent(double cv);
    static constexpr int kRelativeDecimals = 3;
    static constexpr int kFormulaDecimals = 2;
    static constexpr int kCvDecimals = 2;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    QHash<QString, QLabel *> m_values;
    QHash<QString, QLabel *> m_labels;
    QLabel *m_state;
    QFormLayout *m_form;
    ringcore::RingSnapshotPtr m_snapshot;
    bool m_busy = false;
};

} // namespace ringlab::gui
