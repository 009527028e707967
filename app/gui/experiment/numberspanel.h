#pragma once

#include "ringcore/snapshot/ringsnapshot.h"

#include <QWidget>

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
    /// The text currently shown for a number ("busiest", "quietest", "cv", "formula", "points", "memory").
    QString valueText(const QString &name) const;

    static QString humanBytes(double bytes);

private:
    QLabel *addRow(const QString &name, const QString &label, const QString &tip);
    QHash<QString, QLabel *> m_values;
    QLabel *m_state;
};

} // namespace ringlab::gui
